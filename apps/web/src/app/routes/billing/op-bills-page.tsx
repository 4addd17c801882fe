import type { PatientSummary } from '@clinic/shared/patients';
import { Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { billingQueries } from '../../../features/billing/api/billing.queries.ts';
import { OpBillButton } from '../../../features/billing/components/op-bill-button.tsx';
import { PatientBillsTable } from '../../../features/billing/components/patient-bills-table.tsx';
import { PatientByMrn, PatientCharges } from '../../../features/patients/components/patient-charges.tsx';

function PatientBills({ patientId }: { patientId: string }) {
  const bills = useQuery(billingQueries.patientBills(patientId));
  return (
    <QueryState
      query={bills}
      error="Failed to load bills. Please try again."
      loadingLabel="Loading bills"
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyView message="No bills yet" />}
    >
      {(rows) => <PatientBillsTable bills={rows} />}
    </QueryState>
  );
}

/** /billing/op-bills: the billing desk finds a patient by MRN, bills the pending OP charges, and sees earlier bills. */
export function OpBillsPage() {
  const [patient, setPatient] = useState<PatientSummary>();
  return (
    <>
      <PageHeader title="OP Bills" subtitle="Consultations, tests and services of out-patient visits" />
      <Paper withBorder p="md" radius="md" mb="lg">
        <PatientByMrn onFound={setPatient} />
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
