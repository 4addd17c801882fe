import { useQuery } from '@tanstack/react-query';
import { ListView } from '../../../components/list/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { worklistQueries } from '../../../features/worklists/api/worklists.queries.ts';
import { OrdersTable } from '../../../features/worklists/components/orders-table.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /radiology/open-case: open studies, urgent first, then oldest first (issue 16 makes it the radiology worklist). */
function OrdersPage({ area, title, empty }: { area: 'radiology'; title: string; empty: string }) {
  const [filters, setFilter] = useSearchState(['page'] as const);
  const list = useQuery(worklistQueries.orders(area, Number(filters.page) || 1));
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Ordered in consultations; each has a pending charge for billing"
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      <ListView
        query={list}
        error="Failed to load orders. Please try again."
        loadingLabel="Loading orders"
        empty={empty}
        onPage={(page) => setFilter('page', String(page))}
      >
        {(orders) => <OrdersTable orders={orders} label={title} />}
      </ListView>
    </>
  );
}

export const RadiologyOpenCasesPage = () => (
  <OrdersPage area="radiology" title="Open Cases" empty="No radiology studies waiting" />
);
