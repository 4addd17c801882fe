import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
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
  return (
    <QueryState query={patient} error="Failed to load patient information. Please try again.">
      {(p) => (
        <>
          <PageHeader title="Book Appointment" subtitle="Choose a department, doctor, date and a free time slot" />
          <PatientBanner patient={p} />
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
      )}
    </QueryState>
  );
}
