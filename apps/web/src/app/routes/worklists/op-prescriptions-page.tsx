import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { PrescriptionTable } from '../../../features/encounters/components/prescription-table.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { worklistQueries } from '../../../features/worklists/api/worklists.queries.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /pharmacy/op-prescription: prescriptions from consultations with medicines still to dispense. */
export function OpPrescriptionsPage() {
  const [filters, setFilter] = useSearchState(['page'] as const);
  const list = useQuery(worklistQueries.prescriptions(Number(filters.page) || 1));
  return (
    <>
      <PageHeader
        title="OP Prescriptions"
        subtitle="Prescriptions from today's and earlier consultations with medicines still to dispense"
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      <ListView
        query={list}
        error="Failed to load prescriptions. Please try again."
        loadingLabel="Loading prescriptions"
        empty="No prescriptions waiting"
        onPage={(page) => setFilter('page', String(page))}
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
                <Group justify="space-between">
                  <Text fw={600}>
                    {p.patientName}{' '}
                    <Text span c="dimmed" size="sm">
                      {p.mrn} · {p.age} Y · {p.gender}
                    </Text>
                  </Text>
                  <Button component={Link} to={`/pharmacy/op-prescription/${p.encounterId}`} size="xs">
                    Dispense
                  </Button>
                </Group>
                <Text size="sm" c="dimmed" mb="xs">
                  Prescribed by {p.prescribedBy}, {formatDateTime(p.date)}
                </Text>
                <PrescriptionTable lines={p.lines} showSchedule />
              </Paper>
            ))}
          </Stack>
        )}
      </ListView>
    </>
  );
}
