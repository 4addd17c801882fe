import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { worklistQueries } from '../../../features/worklists/api/worklists.queries.ts';
import { OrdersTable } from '../../../features/worklists/components/orders-table.tsx';

/** /lab/lab-orders (and /radiology/open-case): tests and studies doctors ordered, oldest first. */
function OrdersPage({ area, title, empty }: { area: 'lab' | 'radiology'; title: string; empty: string }) {
  const list = useQuery(worklistQueries.orders(area));
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Ordered in consultations; each has a pending charge for billing"
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      <QueryState
        query={list}
        error="Failed to load orders. Please try again."
        loadingLabel="Loading orders"
        isEmpty={(orders) => orders.length === 0}
        empty={<EmptyView message={empty} />}
      >
        {(orders) => <OrdersTable orders={orders} label={title} />}
      </QueryState>
    </>
  );
}

export const LabOrdersPage = () => <OrdersPage area="lab" title="Lab Orders" empty="No lab orders waiting" />;
export const RadiologyOpenCasesPage = () => (
  <OrdersPage area="radiology" title="Open Cases" empty="No radiology studies waiting" />
);
