import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PatientBanner } from '../../../components/patient-banner.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { AdmitForm } from '../../../features/admissions/components/admit-form.tsx';
import { patientQueries } from '../../../features/patients/api/patients.queries.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';

/** /reception/admit-patient/{id}: the spec's admission form, with a free bed chosen. */
export function AdmitPatientPage() {
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
      <PageHeader title="Admit Patient" subtitle="Department, admitting doctor, ward and a free bed" />
      <PatientBanner patient={patient.data} />
      {patient.data.isAdmitted ? (
        <Alert color="blue">This patient is already admitted.</Alert>
      ) : (
        <AdmitForm key={today} patientId={id} today={today} />
      )}
    </>
  );
}
