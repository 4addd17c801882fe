import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { worklistQueries } from '../../../features/worklists/api/worklists.queries.ts';
import { OrdersTable } from '../../../features/worklists/components/orders-table.tsx';

/** /lab/lab-orders (and /radiology/open-case): tests and studies doctors ordered, oldest first. */
function OrdersPage({ area, title, empty }: { area: 'lab' | 'radiology'; title: string; empty: string }) {
  const list = useQuery(worklistQueries.orders(area));
  let body;
  if (list.isPending) body = <LoadingView label="Loading orders" />;
  else if (list.isError)
    body = <ErrorPanel message="Failed to load orders. Please try again." onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyView message={empty} />;
  else body = <OrdersTable orders={list.data} label={title} />;
  return (
    <>
      <PageHeader
        title={title}
        subtitle="Ordered in consultations; each has a pending charge for billing"
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      {body}
    </>
  );
}

export const LabOrdersPage = () => <OrdersPage area="lab" title="Lab Orders" empty="No lab orders waiting" />;
export const RadiologyOpenCasesPage = () => (
  <OrdersPage area="radiology" title="Open Cases" empty="No radiology studies waiting" />
);
