import type { PatientSummary } from '@clinic/shared/patients';
import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchShortcut } from '../../../components/shortcuts/use-search-shortcut.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { OpBillButton } from '../../../features/billing/components/op-bill-button.tsx';
import { PatientBills } from '../../../features/billing/components/patient-bills.tsx';
import { PatientByMrn, PatientCharges } from '../../../features/patients/components/patient-charges.tsx';

/** /billing/op-bills: the billing desk finds a patient by MRN, bills the pending OP charges, and sees earlier bills. */
export function OpBillsPage() {
  const [patient, setPatient] = useState<PatientSummary>();
  const searchRef = useSearchShortcut('Find a patient by MRN');
  return (
    <>
      <PageHeader title="OP Bills" subtitle="Consultations, tests and services of out-patient visits" />
      <Paper withBorder p="md" radius="md" mb="lg">
        <PatientByMrn onFound={setPatient} inputRef={searchRef} />
        {patient && (
          <PatientCharges patient={patient} canCancel={false} actions={<OpBillButton patientId={patient._id} />} />
        )}
      </Paper>
      {patient && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Bills
          </Title>
          <PatientBills patientId={patient._id} />
        </Paper>
      )}
    </>
  );
}
