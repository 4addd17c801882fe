import { formatPaise } from '@clinic/shared/money';
import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { billingQueries } from '../api/billing.queries.ts';
import { AccountStatementButton } from './account-statement.tsx';
import { PatientBillsTable } from './patient-bills-table.tsx';

/** A patient's bills with the dues on top: what is still owed over all of them. */
export function PatientBills({ patientId }: { patientId: string }) {
  const bills = useQuery(billingQueries.patientBills(patientId));
  return (
    <QueryState
      query={bills}
      error="Failed to load bills. Please try again."
      loadingLabel="Loading bills"
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyView message="No bills yet" />}
    >
      {(rows) => {
        const due = rows.reduce((sum, b) => sum + Math.max(0, b.balancePaise), 0);
        return (
          <>
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={due > 0 ? 650 : undefined} c={due > 0 ? 'red.8' : 'dimmed'}>
                {due > 0 ? `Dues: ${formatPaise(due)}` : 'No dues'}
              </Text>
              <AccountStatementButton patientId={patientId} />
            </Group>
            <PatientBillsTable bills={rows} />
          </>
        );
      }}
    </QueryState>
  );
}
