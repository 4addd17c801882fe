import type { Appointment } from '@clinic/shared/appointments';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { appointmentQueries } from '../../../features/appointments/api/appointments.queries.ts';
import { AppointmentTable } from '../../../features/appointments/components/appointment-table.tsx';
import { VitalsDialog } from '../../../features/encounters/components/vitals-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';

const OPEN = new Set(['Scheduled', 'Awaiting', 'Completed']);

/** /nurse/op-assessment: today's appointments of every doctor; a patient opens Record Vitals. */
export function OpAssessmentPage() {
  const list = useQuery({
    ...appointmentQueries.list({ scope: 'today' }),
    select: (all) => all.filter((a) => OPEN.has(a.status)),
  });
  const [open, setOpen] = useState<Appointment | null>(null);
  const today = useClinicToday();
  return (
    <>
      <PageHeader
        title="OP Assessment"
        subtitle={`Today's appointments, ${formatDay(today)}. Choose a patient to record vitals.`}
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      <QueryState
        query={list}
        error="Failed to load appointments. Please try again."
        loadingLabel="Loading appointments"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No appointments today" />}
      >
        {(rows) => (
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
        )}
      </QueryState>
      {open && <VitalsDialog appointment={open} onClose={() => setOpen(null)} />}
    </>
  );
}
