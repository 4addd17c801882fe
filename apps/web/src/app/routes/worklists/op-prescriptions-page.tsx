import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { PrescriptionTable } from '../../../features/encounters/components/prescription-table.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { worklistQueries } from '../../../features/worklists/api/worklists.queries.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** /pharmacy/op-prescription: prescriptions from consultations with medicines still to dispense. */
export function OpPrescriptionsPage() {
  const list = useQuery(worklistQueries.prescriptions);
  return (
    <>
      <PageHeader
        title="OP Prescriptions"
        subtitle="Prescriptions from today's and earlier consultations with medicines still to dispense"
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      <QueryState
        query={list}
        error="Failed to load prescriptions. Please try again."
        loadingLabel="Loading prescriptions"
        isEmpty={(prescriptions) => prescriptions.length === 0}
        empty={<EmptyView message="No prescriptions waiting" />}
      >
        {(prescriptions) => (
          <Stack>
            {prescriptions.map((p) => (
              <Paper
                key={p.encounterId}
                component="section"
                withBorder
                p="md"
                radius="md"
                aria-label={`Prescription for ${p.patientName}`}
              >
                <Text fw={600}>
                  {p.patientName}{' '}
                  <Text span c="dimmed" size="sm">
                    {p.mrn} · {p.age} Y · {p.gender}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed" mb="xs">
                  Prescribed by {p.prescribedBy}, {formatDateTime(p.date)}
                </Text>
                <PrescriptionTable lines={p.lines} showSchedule />
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
