import { Button, Paper, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { AdjustmentForm } from '../../../features/inventory/components/adjustment-form.tsx';
import { AdjustmentTable } from '../../../features/inventory/components/adjustment-table.tsx';

export function AdjustmentListPage() {
  const list = useQuery(inventoryQueries.adjustments);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = (list.data ?? []).filter(
    (a) => !term || `${a.itemName} ${a.batchNumber} ${a.reason}`.toLowerCase().includes(term),
  );
  return (
    <>
      <PageHeader
        title="Stock Adjustments"
        actions={
          <Button component={Link} to="/inventory/add-stock-adjustment" leftSection={<IconPlus size={16} />}>
            Add adjustments
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <TextInput
          mb="md"
          aria-label="Search adjustments"
          placeholder="Search item, batch or reason"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
        <ListView
          query={list}
          error="Failed to fetch stock adjustments"
          empty="No stock adjustments found"
          noMatch="No matching adjustments found"
          filtered={term !== ''}
          select={() => shown}
        >
          {(rows) => <AdjustmentTable rows={rows} />}
        </ListView>
      </Paper>
    </>
  );
}

export function AddAdjustmentPage() {
  const navigate = useNavigate();
  const back = () => void navigate('/inventory/stock-adjustments');
  return (
    <>
      <PageHeader title="Add Stock Adjustment" />
      <AdjustmentForm onSaved={back} onCancel={back} />
    </>
  );
}
