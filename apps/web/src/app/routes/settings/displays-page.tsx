import type { Display } from '@clinic/shared/appointments';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { appointmentQueries } from '../../../features/appointments/api/appointments.queries.ts';
import { displaysQuery, useRevokeDisplay } from '../../../features/displays/api/displays.queries.ts';
import { DisplayModal } from '../../../features/displays/components/display-modal.tsx';
import { DisplayTable } from '../../../features/displays/components/display-table.tsx';

/** Settings → Displays: the waiting-hall screens, each opened by a link with its own key. */
export function DisplaysPage() {
  const displays = useQuery(displaysQuery);
  const doctors = useQuery(appointmentQueries.doctors());
  const revoke = useRevokeDisplay();
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<Display | null>(null);
  return (
    <>
      <PageHeader
        title="Displays"
        subtitle="Waiting-hall screens showing the doctors' tokens, opened by a link without signing in"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add display
          </Button>
        }
      />
      <QueryState
        query={displays}
        error="Failed to load the displays. Please try again."
        loadingLabel="Loading displays"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView message="No displays yet" />}
      >
        {(list) => <DisplayTable displays={list} onRevoke={setRevoking} />}
      </QueryState>
      {adding && (
        <DisplayModal
          doctors={(doctors.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke display"
        message={`The screens showing "${revoking?.name ?? ''}" stop at once; a new display gets a new link.`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking._id, {
            onSuccess: () => (toast.success(`${revoking.name} revoked`), setRevoking(null)),
            onError: (e) => toast.error(e.message || 'Failed to revoke the display'),
          })
        }
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
