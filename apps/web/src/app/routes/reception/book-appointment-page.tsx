import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { BookingForm } from '../../../features/appointments/components/booking-form.tsx';
import { PatientAppointments } from '../../../features/appointments/components/patient-appointments.tsx';
import { patientQueries } from '../../../features/patients/api/patients.queries.ts';
import { PatientBanner } from '../../../components/patient-banner.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';

/** /reception/book-appointment/{id}: department, doctor, date and a free slot, or a walk-in today. */
export function BookAppointmentPage() {
  const { id = '' } = useParams();
  const patient = useQuery(patientQueries.detail(id));
  const today = useClinicToday();
  if (patient.isPending) return <LoadingView />;
  if (patient.isError)
    return (
      <ErrorPanel
        message="Failed to load patient information. Please try again."
        onRetry={() => void patient.refetch()}
      />
    );
  return (
    <>
      <PageHeader title="Book Appointment" subtitle="Choose a department, doctor, date and a free time slot" />
      <PatientBanner patient={patient.data} />
      <Stack gap="lg">
        <BookingForm key={today} patientId={id} today={today} />
        <div>
          <Title order={2} size="h4" mb="xs">
            Appointments
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Cancelled and rescheduled appointments stay in the list.
          </Text>
          <PatientAppointments patientId={id} />
        </div>
      </Stack>
    </>
  );
}
