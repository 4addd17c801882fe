import type { AdmissionDetail } from '@clinic/shared/admissions';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PatientBanner } from '../../../components/patient-banner.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { AdmitForm } from '../../../features/admissions/components/admit-form.tsx';
import { patientQueries } from '../../../features/patients/api/patients.queries.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { AdmittedDialog } from './admitted-dialog.tsx';

/**
 * /reception/admit-patient/{id}: the spec's admission form, with a free bed chosen; once admitted,
 * the slip, the wristband and the deposit, then on to the patient master as the spec says.
 */
export function AdmitPatientPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const patient = useQuery(patientQueries.detail(id));
  const today = useClinicToday();
  const [admitted, setAdmitted] = useState<AdmissionDetail>();
  return (
    <QueryState query={patient} error="Failed to load patient information. Please try again.">
      {(p) => (
        <>
          <PageHeader title="Admit Patient" subtitle="Department, admitting doctor, ward and a free bed" />
          <PatientBanner patient={p} />
          {p.isAdmitted ? (
            <Alert color="blue">This patient is already admitted.</Alert>
          ) : (
            <AdmitForm key={today} patientId={id} today={today} onAdmitted={setAdmitted} />
          )}
          {admitted && <AdmittedDialog admission={admitted} onDone={() => void navigate('/patient-master')} />}
        </>
      )}
    </QueryState>
  );
}
