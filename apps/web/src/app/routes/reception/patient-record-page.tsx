import type { Patient, PatientInput } from '@clinic/shared/patients';
import { Button, Group, Title } from '@mantine/core';
import { IconCalendarPlus, IconEdit, IconBed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { patientQueries, useUpdatePatient } from '../../../features/patients/api/patients.queries.ts';
import { PatientAppointments } from '../../../features/appointments/components/patient-appointments.tsx';
import { PatientBanner } from '../../../components/patient-banner.tsx';
import { PatientCovers } from '../../../features/insurance/components/patient-covers.tsx';
import { HealthRecordsPanel } from '../../../features/patients/components/health-records-panel.tsx';
import { PatientDetails } from '../../../features/patients/components/patient-details.tsx';
import { PatientForm } from '../../../features/patients/components/patient-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors } from '../../../lib/form-helpers.ts';
import { PatientBills } from '../../../features/billing/components/patient-bills.tsx';
import { useCan } from '../../../features/auth/api/use-can.ts';

/** The stored patient as form values ('' for every empty field). */
function toInput(p: Patient): PatientInput {
  const v = (x: string | null) => x ?? '';
  return {
    iquma: v(p.iquma),
    abhaNumber: v(p.abhaNumber),
    abhaAddress: v(p.abhaAddress),
    patientCategory: v(p.patientCategory) as PatientInput['patientCategory'],
    title: v(p.title) as PatientInput['title'],
    givenName: p.givenName,
    middleName: v(p.middleName),
    familyName: p.familyName,
    dateOfBirth: v(p.dateOfBirth),
    age: p.age,
    gender: p.gender as PatientInput['gender'],
    maritalStatus: v(p.maritalStatus) as PatientInput['maritalStatus'],
    email: v(p.email),
    phone: p.phone,
    address: p.address,
    city: v(p.city),
    state: v(p.state),
    pinCode: v(p.pinCode),
    grandfatherName: v(p.grandfatherName),
    bloodGroup: v(p.bloodGroup) as PatientInput['bloodGroup'],
    occupation: v(p.occupation),
    nationality: v(p.nationality),
    insuranceProvider: v(p.insuranceProvider),
    insuranceId: v(p.insuranceId),
    insuranceValidity: v(p.insuranceValidity),
    emergencyContactName: v(p.emergencyContactName),
    emergencyContactRelation: v(p.emergencyContactRelation),
    emergencyContactPhone: v(p.emergencyContactPhone),
    messageChannel: p.messageChannel ?? 'none',
    messageLanguage: p.messageLanguage,
  };
}

function Header({ patient: p, onEdit }: { patient: Patient; onEdit?: () => void }) {
  return (
    <PatientBanner
      patient={p}
      headingOrder={1}
      actions={
        <Group gap="xs">
          <Button
            component={Link}
            to={`/reception/admit-patient/${p._id}`}
            variant="light"
            leftSection={<IconBed size={16} />}
          >
            Admit patient
          </Button>
          <Button
            component={Link}
            to={`/reception/book-appointment/${p._id}`}
            leftSection={<IconCalendarPlus size={16} />}
          >
            Book Appointment
          </Button>
          {onEdit && (
            <Button variant="default" onClick={onEdit} leftSection={<IconEdit size={16} />}>
              Edit
            </Button>
          )}
        </Group>
      }
    />
  );
}

export function PatientRecordPage() {
  const { id } = useParams();
  const patient = useQuery({ ...patientQueries.detail(id ?? ''), enabled: Boolean(id) });
  const update = useUpdatePatient(id ?? '');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const can = useCan();
  const navigate = useNavigate();
  const saveButton = useRef<HTMLButtonElement>(null);
  const loaded = patient.data;
  useDeskShortcuts(
    !loaded
      ? []
      : editing
        ? [{ keys: KEYS.save, label: 'Save the changes', run: () => saveButton.current?.click() }]
        : [
            {
              keys: KEYS.book,
              label: 'Book an appointment for this patient',
              run: () => void navigate(`/reception/book-appointment/${loaded._id}`),
            },
          ],
  );

  if (!id) return <ErrorPanel message="Patient ID is required" />;
  if (patient.isPending) return <LoadingView />;
  if (patient.isError) {
    if (patient.error instanceof ApiError && patient.error.status === 404)
      return <ErrorPanel message="No patient data found." />;
    return (
      <ErrorPanel
        message="Failed to load patient information. Please try again."
        onRetry={() => void patient.refetch()}
      />
    );
  }
  const p = patient.data;
  if (!editing) {
    return (
      <>
        <Header patient={p} onEdit={() => setEditing(true)} />
        <PatientDetails patient={p} covers={<PatientCovers patientId={p._id} />} />
        <Title order={2} size="h4" mt="xl" mb="sm">
          Appointments
        </Title>
        <PatientAppointments patientId={p._id} />
        {can('bills.read') && (
          <>
            <Title order={2} size="h4" mt="xl" mb="sm">
              Bills and dues
            </Title>
            <PatientBills patientId={p._id} />
          </>
        )}
        {can('records.share') && (
          <>
            <Title order={2} size="h4" mt="xl" mb="sm">
              Health records (ABDM)
            </Title>
            <HealthRecordsPanel patient={p} />
          </>
        )}
      </>
    );
  }
  return (
    <>
      <Header patient={p} />
      <PatientForm
        key={p.updatedAt}
        defaultValues={toInput(p)}
        mrn={p.mrn}
        error={error}
        onSubmit={(input, form) => {
          setError(undefined);
          update.mutate(input, {
            onSuccess: () => {
              toast.success('Patient updated successfully!');
              setEditing(false);
            },
            onError: (err) => {
              const message = applyFieldErrors(form, err, 'Failed to update patient');
              setError(message);
              toast.error(message ?? 'Failed to update patient');
            },
          });
        }}
        actions={
          <Group>
            <Button ref={saveButton} type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Group>
        }
      />
    </>
  );
}
