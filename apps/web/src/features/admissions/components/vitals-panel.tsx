import { Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { vitalsQueries } from '../api/admissions.queries.ts';
import { VitalsChart } from './vitals-chart.tsx';
import { VitalsForm } from './vitals-form.tsx';
import { VitalsTable } from './vitals-table.tsx';

/** The admission's vitals: record a set (nurses), see them over time and each NEWS2 score. */
export function VitalsPanel({ admissionId, canRecord }: { admissionId: string; canRecord: boolean }) {
  const vitals = useQuery(vitalsQueries.list(admissionId));
  const [open, { toggle, close }] = useDisclosure(false);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Vitals
        </Title>
        {canRecord && (
          <Button size="xs" variant={open ? 'default' : 'filled'} onClick={toggle}>
            {open ? 'Close' : 'Record vitals'}
          </Button>
        )}
      </Group>
      <Collapse expanded={open}>
        <Paper withBorder p="sm" radius="md" mb="md">
          <VitalsForm admissionId={admissionId} onSaved={close} />
        </Paper>
      </Collapse>
      <QueryState
        query={vitals}
        error="Failed to load vitals. Please try again."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No vitals recorded yet
          </Text>
        }
      >
        {(rows) => (
          <Stack gap="md">
            <VitalsChart rows={rows} />
            <VitalsTable rows={rows} />
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
