import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { labQueries } from '../../../features/lab/api/lab.queries.ts';
import { LabOrderWorkbench } from '../../../features/lab/components/lab-order-workbench.tsx';

/** /lab/lab-orders/{id}: one test from sample to approved, printed report. */
export function LabOrderPage() {
  const { id = '' } = useParams();
  const detail = useQuery(labQueries.order(id));
  return (
    <>
      <PageHeader
        title="Lab Order"
        actions={
          <Button component={Link} to="/lab/lab-orders" variant="default">
            Back to Lab Orders
          </Button>
        }
      />
      {detail.isError ? (
        <ErrorPanel message="Failed to load the lab order." onRetry={() => void detail.refetch()} />
      ) : detail.isPending ? (
        <LoadingView label="Loading lab order" />
      ) : (
        <LabOrderWorkbench detail={detail.data} />
      )}
    </>
  );
}
