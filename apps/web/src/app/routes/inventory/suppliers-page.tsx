import type { Supplier } from '@clinic/shared/inventory';
import { Button, Group, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { SupplierTable } from '../../../features/inventory/components/directory-tables.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { SupplierModal } from '../../../features/inventory/components/supplier-modal.tsx';

export function SuppliersPage() {
  const list = useQuery(inventoryQueries.suppliers);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Supplier | 'new'>();
  const term = search.trim().toLowerCase();
  const shown = (list.data ?? []).filter(
    (s) => !term || `${s.name} ${s.gstNumber} ${s.phoneNumber}`.toLowerCase().includes(term),
  );
  return (
    <>
      <PageHeader
        title="Suppliers Directory"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add Supplier
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SearchInput
            label="Search suppliers"
            placeholder="Search by name, GST number or phone"
            value={search}
            onChange={setSearch}
            width={320}
          />
        </Group>
        <ListView
          query={list}
          error="Failed to load suppliers. Please try again."
          empty="No suppliers found"
          noMatch="No suppliers match your search"
          filtered={term !== ''}
          select={() => shown}
        >
          {(rows) => <SupplierTable rows={rows} onEdit={setEditing} />}
        </ListView>
      </Paper>
      {editing && (
        <SupplierModal supplier={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
