import type { Appointment } from '@clinic/shared';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { appointmentQueries } from '../../../features/appointments/api/appointments.queries.ts';
import { AppointmentTable } from '../../../features/appointments/components/appointment-table.tsx';
import { VitalsDialog } from '../../../features/encounters/components/vitals-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useClinicToday } from '../../../features/clinic/api/clinic.queries.ts';

const OPEN = new Set(['Scheduled', 'Awaiting', 'Completed']);

/** /nurse/op-assessment: today's appointments of every doctor; a patient opens Record Vitals. */
export function OpAssessmentPage() {
  const list = useQuery(appointmentQueries.list({ scope: 'today' }));
  const [open, setOpen] = useState<Appointment | null>(null);
  const today = useClinicToday();
  let body;
  if (list.isPending) body = <LoadingView label="Loading appointments" />;
  else if (list.isError)
    body = <ErrorPanel message="Failed to load appointments. Please try again." onRetry={() => void list.refetch()} />;
  else {
    const rows = list.data.filter((a) => OPEN.has(a.status));
    body =
      rows.length === 0 ? (
        <EmptyView message="No appointments today" />
      ) : (
        <AppointmentTable
          appointments={rows}
          label="Today's appointments"
          showDoctor
          nameCell={(a) =>
            a.status === 'Completed' ? (
              a.patientName
            ) : (
              <Anchor component="button" type="button" fw={600} ta="left" onClick={() => setOpen(a)}>
                {a.patientName}
              </Anchor>
            )
          }
        />
      );
  }
  return (
    <>
      <PageHeader
        title="OP Assessment"
        subtitle={`Today's appointments, ${formatDay(today)}. Choose a patient to record vitals.`}
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      {body}
      {open && <VitalsDialog appointment={open} onClose={() => setOpen(null)} />}
    </>
  );
}
