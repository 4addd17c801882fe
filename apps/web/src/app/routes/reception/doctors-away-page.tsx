import type { Absence } from '@clinic/shared/appointments';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { absencesQuery, useCancelAbsence } from '../../../features/appointments/api/absences.queries.ts';
import { appointmentQueries } from '../../../features/appointments/api/appointments.queries.ts';
import { AbsenceForm } from '../../../features/appointments/components/absence-form.tsx';
import { AbsenceTable } from '../../../features/appointments/components/absence-table.tsx';

/**
 * Reception → Doctors Away: mark a doctor's leave or late arrival. The bookings it touches are
 * flagged on Today and in the lists, and the patients who agreed to messages are told.
 */
export function DoctorsAwayPage() {
  const doctors = useQuery(appointmentQueries.doctors());
  const absences = useQuery(absencesQuery);
  const cancel = useCancelAbsence();
  const [cancelling, setCancelling] = useState<Absence | null>(null);
  return (
    <Stack gap="md">
      <PageHeader
        title="Doctors Away"
        subtitle="Leave and late arrival: flags the doctor's bookings and tells the patients"
      />
      <AbsenceForm doctors={(doctors.data ?? []).map((d) => ({ value: d._id, label: d.name }))} />
      <Title order={2} size="h4">
        From today on
      </Title>
      <QueryState
        query={absences}
        error="Failed to load the doctors away. Please try again."
        loadingLabel="Loading doctors away"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView message="No doctor is away from today on" />}
      >
        {(list) => <AbsenceTable absences={list} onCancel={setCancelling} />}
      </QueryState>
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel absence"
        message={`${cancelling?.doctorName ?? ''} takes bookings again for these days. Patients already told are not told again.`}
        confirmLabel="Cancel absence"
        busy={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling._id, {
            onSuccess: () => (toast.success('Absence cancelled'), setCancelling(null)),
            onError: (e) => toast.error(e.message || 'Failed to cancel the absence'),
          })
        }
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}
