import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListView } from '../../../components/list/list-view.tsx';
import { useSearchShortcut } from '../../../components/shortcuts/use-search-shortcut.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { billingQueries } from '../../../features/billing/api/billing.queries.ts';
import { IpBillPanel } from '../../../features/billing/components/ip-bill-panel.tsx';
import { IpBillTable } from '../../../features/billing/components/ip-bill-table.tsx';
import { PendingDiscounts } from '../../../features/billing/components/pending-discounts.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /billing/bill-list-view: admitted and recently discharged patients, by name or MRN, with their running bills. */
export function IpBillListPage() {
  const [filters, setFilter] = useSearchState(['search', 'page'] as const);
  const searchRef = useSearchShortcut('Search IP bills by name or MRN');
  const list = useQuery(
    billingQueries.ipList({ search: filters.search || undefined, page: Number(filters.page) || 1 }),
  );
  return (
    <>
      <PageHeader title="IP Billing" subtitle="Admitted patients and those discharged in the last 30 days" />
      <PendingDiscounts />
      <Paper withBorder p="md" radius="md">
        <SearchInput
          inputRef={searchRef}
          label="Search by name or MRN"
          placeholder="Search by name or MRN"
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          width={320}
        />
        <div style={{ marginTop: 16 }}>
          <ListView
            query={list}
            error="Failed to load IP bills. Please try again."
            loadingLabel="Loading IP bills"
            empty="No admitted patients"
            noMatch="No patients match your search"
            filtered={Boolean(filters.search)}
            onPage={(page) => setFilter('page', String(page))}
          >
            {(rows) => <IpBillTable rows={rows} />}
          </ListView>
        </div>
      </Paper>
    </>
  );
}

/** /billing/bill?admission={id}: one stay's IP bill. */
export function IpBillPage() {
  const [params] = useSearchParams();
  const admission = params.get('admission') ?? '';
  const view = useQuery(billingQueries.ipBill(admission));
  return (
    <>
      <PageHeader title="IP Bill" subtitle="Room charges, services, medications, procedures and deposits of one stay" />
      {admission ? (
        <QueryState query={view} error="Failed to load the bill. Please try again." loadingLabel="Loading bill">
          {(v) => <IpBillPanel view={v} />}
        </QueryState>
      ) : (
        <EmptyView message="Choose a patient from IP Billing" />
      )}
    </>
  );
}
