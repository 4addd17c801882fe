import { labOrderStatus } from '@clinic/shared/status';
import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListView } from '../../../components/list/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { findByAccession, labQueries } from '../../../features/lab/api/lab.queries.ts';
import { LabOrderTable } from '../../../features/lab/components/lab-order-table.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

const STATUSES = labOrderStatus.states.map((s) => ({ value: s, label: labOrderStatus.label(s) }));

/**
 * /lab/lab-orders: tests from consultations and wards by status, day and patient, urgent first.
 * A barcode scanner types the accession number and Enter: the sample's order opens.
 */
export function LabOrdersPage() {
  const [filters, setFilter] = useSearchState(['status', 'date', 'search', 'page'] as const);
  const [typed, setTyped] = useState(filters.search);
  const navigate = useNavigate();
  const list = useQuery(
    labQueries.worklist({
      status: (filters.status || undefined) as never,
      date: filters.date || undefined,
      search: filters.search || undefined,
      page: Number(filters.page) || 1,
    }),
  );
  const scan = async () => {
    const text = typed.trim();
    if (!text) return;
    try {
      const { orderId } = await findByAccession(text);
      void navigate(`/lab/lab-orders/${orderId}`);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404))
        toast.error('Failed to look up the sample. Please try again.');
    }
  };

  return (
    <>
      <PageHeader
        title="Lab Orders"
        subtitle="Tests ordered in consultations and on the wards"
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      <Group mb="md" align="flex-end">
        <div
          onKeyDown={(e) => {
            if (e.key === 'Enter') void scan();
          }}
        >
          <SearchInput
            label="Search or scan"
            placeholder="Patient, MRN, test or scan a sample"
            value={typed}
            onChange={(v) => {
              setTyped(v);
              setFilter('search', v);
            }}
            width={320}
          />
        </div>
        <Select
          aria-label="Status"
          placeholder="All statuses"
          clearable
          data={STATUSES}
          value={filters.status || null}
          onChange={(v) => setFilter('status', v ?? '')}
          w={200}
        />
        <TextInput
          aria-label="Ordered on"
          type="date"
          value={filters.date}
          onChange={(e) => setFilter('date', e.currentTarget.value)}
          w={170}
        />
      </Group>
      <ListView
        query={list}
        error="Failed to load orders. Please try again."
        loadingLabel="Loading orders"
        empty="No lab orders waiting"
        noMatch="No lab orders match these filters"
        filtered={Boolean(filters.status || filters.date || filters.search)}
        onPage={(page) => setFilter('page', String(page))}
      >
        {(orders) => <LabOrderTable orders={orders} />}
      </ListView>
    </>
  );
}
