import type { Appointment } from '@clinic/shared/appointments';
import type { Encounter } from '@clinic/shared/encounters';
import { Alert, Badge, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { appointmentQueries } from '../../../features/appointments/api/appointments.queries.ts';
import { AppointmentStatusBadge } from '../../../features/appointments/components/status-badge.tsx';
import { clinicQuery } from '../../../features/clinic/api/clinic.queries.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { formatClock, formatDay } from '../../../lib/format.ts';
import { encounterQueries } from '../../../features/encounters/api/encounters.queries.ts';
import { ConsultationForm } from '../../../features/encounters/components/consultation-form.tsx';
import { EarlierEncounters } from '../../../features/encounters/components/earlier-encounters.tsx';
import { EncounterView } from '../../../features/encounters/components/encounter-view.tsx';
import { usePrintPrescription } from '../../../features/encounters/components/use-print-prescription.tsx';
import { inventoryQueries } from '../../../features/inventory/api/inventory.queries.ts';
import { AbnormalResultsSummary } from '../../../features/lab/components/abnormal-results.tsx';
import { CriticalAlerts } from '../../../features/lab/components/critical-alerts.tsx';
import { PatientLabResults } from '../../../features/lab/components/patient-lab-results.tsx';
import { PatientRadiologyReports } from '../../../features/radiology/components/patient-radiology-reports.tsx';
import { PatientSurgeries } from '../../../features/theatre/components/patient-surgeries.tsx';
import { patientQueries } from '../../../features/patients/api/patients.queries.ts';
import { HealthRecordsPanel } from '../../../features/patients/components/health-records-panel.tsx';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { PatientBanner } from '../../../components/patient-banner.tsx';
import { servicesQuery } from '../../../features/services/api/services.queries.ts';

const OPEN = new Set(['Scheduled', 'Awaiting']);

/** The appointment this consultation is for: the one in the link, else the patient's open one today. */
function pickAppointment(list: Appointment[] | undefined, wanted: string | null): Appointment | null {
  if (!list) return null;
  if (wanted) return list.find((a) => a._id === wanted) ?? null;
  return list.find((a) => OPEN.has(a.status)) ?? null;
}

/** /doctor/patient-record-medicalform/{patientId}: the consultation form and earlier consultations. */
export function ConsultationPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const wanted = params.get('appointment');
  const patient = useQuery(patientQueries.detail(id));
  const can = useCan();
  const appointments = useQuery(
    appointmentQueries.list({ patientId: id, ...(wanted ? {} : { scope: 'today' as const }) }),
  );
  const appointment = pickAppointment(appointments.data, wanted);
  const vitals = useQuery(encounterQueries.vitals(appointment?._id ?? ''));
  const history = useQuery(encounterQueries.history(id));
  const drugs = useQuery(inventoryQueries.drugs);
  const services = useQuery(servicesQuery);
  const clinic = useQuery(clinicQuery);
  const printer = usePrintPrescription(patient.data, clinic.data);
  const [saved, setSaved] = useState<Encounter | null>(null);
  const today = useClinicToday();

  if (patient.isError)
    return <ErrorPanel message="Failed to load patient information." onRetry={() => void patient.refetch()} />;
  const waiting =
    patient.isPending ||
    appointments.isPending ||
    history.isPending ||
    services.isPending ||
    (appointment !== null && vitals.isPending);
  if (waiting) return <LoadingView label="Loading patient information" />;
  const open = appointment !== null && OPEN.has(appointment.status);

  return (
    <>
      <PageHeader
        title="Consultation"
        actions={
          <Button component={Link} to="/doctor/op-queue" variant="default">
            Back to OP Queue
          </Button>
        }
      />
      <PatientBanner
        patient={patient.data}
        actions={
          appointment && (
            <Group gap="xs">
              <Badge variant="outline" size="lg">
                Token {appointment.token} · {formatClock(appointment.appointmentTime)}
              </Badge>
              <AppointmentStatusBadge status={saved ? 'Completed' : appointment.status} />
            </Group>
          )
        }
      />
      <CriticalAlerts patientId={id} />
      <AbnormalResultsSummary patientId={id} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          {saved ? (
            <Paper withBorder p="md" radius="md">
              <Stack>
                <Alert color="green" title="Consultation saved">
                  {appointment ? 'The appointment is Completed.' : 'The consultation is in the patient’s record.'}
                </Alert>
                <EncounterView encounter={saved} />
                <Group justify="flex-end">
                  <Button variant="light" onClick={() => printer.print({ encounter: saved, paper: 'A5' })}>
                    Print A5
                  </Button>
                  <Button onClick={() => printer.print({ encounter: saved, paper: 'A4' })}>Print A4</Button>
                </Group>
              </Stack>
            </Paper>
          ) : appointment && appointment.appointmentDate > today ? (
            <Alert color="blue" title={`This appointment is on ${formatDay(appointment.appointmentDate)}`}>
              The consultation opens on the day of the appointment. Earlier consultations are listed alongside.
            </Alert>
          ) : appointment && !open ? (
            <Alert color="blue" title={`This appointment is ${appointment.status}`}>
              Its consultation, if any, is listed under Earlier consultations.
            </Alert>
          ) : (
            <ConsultationForm
              patientId={id}
              adult={patient.data.age >= 18}
              appointmentId={appointment?._id ?? null}
              vitals={vitals.data ?? null}
              history={history.data}
              drugs={drugs.data ?? []}
              drugsFailed={drugs.isError}
              services={services.data ?? []}
              onSaved={(encounter, paper) => {
                setSaved(encounter);
                if (paper) printer.print({ encounter, paper });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="sm">
              Earlier consultations
            </Title>
            <EarlierEncounters patientId={id} onPrint={(e) => printer.print({ encounter: e, paper: 'A4' })} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" radius="md" mt="md">
        <Title order={2} size="h4" mb="sm">
          Lab results
        </Title>
        <PatientLabResults patientId={id} />
      </Paper>
      <div style={{ marginTop: 16 }}>
        <PatientRadiologyReports patientId={id} />
        <PatientSurgeries patientId={id} />
      </div>
      {can('records.share') && (
        <div style={{ marginTop: 16 }}>
          <Title order={2} size="h4" mb="sm">
            Health records (ABDM)
          </Title>
          <HealthRecordsPanel patient={patient.data} />
        </div>
      )}
      {printer.element}
    </>
  );
}
