import type { Drug } from '@clinic/shared/inventory';
import { Button, Group, Paper, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { inventoryQueries, useDeleteDrug } from '../../../features/inventory/api/inventory.queries.ts';
import { DrugTable } from '../../../features/inventory/components/drug-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';

const FILTERS = ['manufacturer', 'category', 'schedule', 'packing'] as const;
type FilterKey = (typeof FILTERS)[number];

export function DrugListPage() {
  const list = useQuery(inventoryQueries.drugs);
  const remove = useDeleteDrug();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Partial<Record<FilterKey, string>>>({});
  const [toDelete, setToDelete] = useState<Drug>();
  const drugs = list.data ?? [];
  const term = search.trim().toLowerCase();
  const matching = (rows: Drug[]) =>
    rows.filter(
      (d) =>
        FILTERS.every((f) => !filters[f] || d[f] === filters[f]) &&
        (!term || Object.values(d).some((v) => typeof v === 'string' && v.toLowerCase().includes(term))),
    );
  const options = (f: FilterKey) => [...new Set(drugs.map((d) => d[f]).filter(Boolean))].sort();
  return (
    <>
      <PageHeader
        title="Material/Drug Management"
        actions={
          <Button component={Link} to="/inventory/add-material-drug" leftSection={<IconPlus size={16} />}>
            Add New Drug
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md" wrap="wrap">
          <SearchInput
            label="Search drugs"
            placeholder="Search drugs"
            value={search}
            onChange={setSearch}
            width={240}
          />
          {FILTERS.map((f) => (
            <Select
              key={f}
              aria-label={f}
              placeholder={f.charAt(0).toUpperCase() + f.slice(1)}
              clearable
              data={options(f)}
              value={filters[f] ?? null}
              onChange={(v) => setFilters((c) => ({ ...c, [f]: v ?? undefined }))}
              w={160}
            />
          ))}
          <Button variant="default" onClick={() => setFilters({})}>
            Reset
          </Button>
        </Group>
        <ListView
          query={list}
          error="Failed to load drugs. Please try again."
          empty="No drugs found"
          noMatch="No drugs match your search"
          filtered={term !== '' || Object.values(filters).some(Boolean)}
          select={matching}
          emptyAction={
            <Button component={Link} to="/inventory/add-material-drug" variant="light">
              Add New Drug
            </Button>
          }
        >
          {(rows) => <DrugTable drugs={rows} onDelete={setToDelete} />}
        </ListView>
      </Paper>
      <ConfirmDialog
        opened={toDelete !== undefined}
        title="Delete drug"
        message="Are you sure you want to delete this drug?"
        busy={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to delete drug'),
            onSettled: () => setToDelete(undefined),
          })
        }
      />
    </>
  );
}
