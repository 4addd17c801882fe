import type { StockEntry, StockEntryInput } from '@clinic/shared/inventory';
import { Button, Group, Paper, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { inventoryQueries, useDeleteEntry, useSaveEntry } from '../../../features/inventory/api/inventory.queries.ts';
import { EMPTY_ITEM, StockEntryForm } from '../../../features/inventory/components/stock-entry-form.tsx';
import { StockEntryTable } from '../../../features/inventory/components/stock-entry-table.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format.ts';

const message = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

export function StockEntryListPage() {
  const list = useQuery(inventoryQueries.entries);
  const remove = useDeleteEntry();
  const [search, setSearch] = useState('');
  const [supplier, setSupplier] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<StockEntry>();
  const entries = list.data ?? [];
  const term = search.trim().toLowerCase();
  const matching = (rows: StockEntry[]) =>
    rows.filter(
      (e) =>
        (!supplier || e.supplier.name === supplier) &&
        (!status || e.status === status) &&
        (!term || `${e.invoiceNumber} ${e.supplier.name} ${e.status}`.toLowerCase().includes(term)),
    );
  return (
    <>
      <PageHeader
        title="Stock Entry"
        actions={
          <Button component={Link} to="/inventory/add-stock-entry" leftSection={<IconPlus size={16} />}>
            Add New Stock Entry
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SearchInput
            label="Search stock entries"
            placeholder="Search invoice, supplier or status"
            value={search}
            onChange={setSearch}
          />
          <Select
            aria-label="Supplier"
            placeholder="Supplier"
            clearable
            data={[...new Set(entries.map((e) => e.supplier.name))]}
            value={supplier}
            onChange={setSupplier}
            w={220}
          />
          <Select
            aria-label="Status filter"
            placeholder="Status"
            clearable
            data={['Pending', 'Verified']}
            value={status}
            onChange={setStatus}
            w={140}
          />
          <Button variant="default" onClick={() => (setSupplier(null), setStatus(null))}>
            Reset
          </Button>
        </Group>
        <ListView
          query={list}
          error="Failed to load stock entries. Please try again."
          empty="No stock entries found"
          noMatch="No stock entries match your search"
          filtered={term !== '' || supplier !== null || status !== null}
          select={matching}
          emptyAction={
            <Button component={Link} to="/inventory/add-stock-entry" variant="light">
              Add New Stock Entry
            </Button>
          }
        >
          {(rows) => <StockEntryTable entries={rows} onDelete={setToDelete} />}
        </ListView>
      </Paper>
      <ConfirmDialog
        opened={toDelete !== undefined}
        title="Delete stock entry"
        message="Are you sure you want to delete this stock entry?"
        busy={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: (r) => toast.success(r.message),
            onError: (err) => toast.error(message(err, 'Failed to delete stock entry')),
            onSettled: () => setToDelete(undefined),
          })
        }
      />
    </>
  );
}

export function AddStockEntryPage() {
  const navigate = useNavigate();
  const save = useSaveEntry();
  return (
    <>
      <PageHeader title="Add Stock Entry" />
      <StockEntryForm
        defaultValues={{
          supplier: '',
          invoiceNumber: '',
          invoiceDate: todayIso(),
          dueDate: '',
          status: 'Pending',
          itemDetails: [{ ...EMPTY_ITEM }],
        }}
        busy={save.isPending}
        submitLabel={['Add', 'Adding...']}
        onCancel={() => void navigate('/inventory/stock-entry')}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: (r) => {
              toast.success(r.message);
              setTimeout(() => void navigate('/inventory/stock-entry'), 2000);
            },
            onError: (err) => toast.error(message(err, 'Failed to add stock entry')),
          })
        }
      />
    </>
  );
}

function toInput(e: StockEntry): StockEntryInput {
  return {
    supplier: e.supplier.name,
    invoiceNumber: e.invoiceNumber,
    invoiceDate: e.invoiceDate,
    dueDate: e.dueDate,
    status: e.status,
    itemDetails: e.itemDetails.map(({ drug, batchNumber, expiryDate, mrp, ptr, quantity, freeQuantity, disc }) => ({
      drug,
      batchNumber,
      expiryDate,
      mrp,
      ptr,
      quantity,
      freeQuantity,
      disc,
    })),
  };
}

export function EditStockEntryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const entry = useQuery(inventoryQueries.entry(id));
  const save = useSaveEntry(id);
  if (entry.isPending) return <LoadingView />;
  if (entry.isError)
    return (
      <ErrorPanel message="Failed to load stock entry data. Please try again." onRetry={() => void entry.refetch()} />
    );
  return (
    <>
      <PageHeader title="Edit Stock Entry" subtitle={entry.data.invoiceNumber} />
      <StockEntryForm
        defaultValues={toInput(entry.data)}
        busy={save.isPending}
        submitLabel={['Update', 'Updating...']}
        onCancel={() => void navigate('/inventory/stock-entry')}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: (r) => {
              toast.success(r.message);
              setTimeout(() => void navigate('/inventory/stock-entry'), 2000);
            },
            onError: (err) => toast.error(message(err, 'Failed to update stock entry')),
          })
        }
      />
    </>
  );
}
