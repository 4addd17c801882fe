import type { PayerTimes } from '@clinic/shared/insurance';
import { Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDate } from '../../../lib/format.ts';
import { claimsDeskQueries } from '../api/claims-desk.queries.ts';

function TimesTable({ times }: { times: PayerTimes }) {
  if (times.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No payer decided a claim between {formatDate(times.from)} and {formatDate(times.to)}.
      </Text>
    );
  return (
    <Table aria-label="Payers' decision times" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>TPA or payer</Table.Th>
          <Table.Th ta="right">Decisions</Table.Th>
          <Table.Th ta="right">Late</Table.Th>
          <Table.Th ta="right">Average</Table.Th>
          <Table.Th ta="right">Longest</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {times.rows.map((r) => (
          <Table.Tr key={r.handler}>
            <Table.Td>{r.handler}</Table.Td>
            <Table.Td ta="right">{r.decisions}</Table.Td>
            <Table.Td ta="right" c={r.late > 0 ? 'red' : undefined} fw={r.late > 0 ? 600 : undefined}>
              {r.late}
            </Table.Td>
            <Table.Td ta="right">{r.averageMinutes} min</Table.Td>
            <Table.Td ta="right">{r.longestMinutes} min</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * How fast each TPA or payer decided over a period against the regulator's limits (an hour for a
 * cashless decision, three for the final approval): what the desk raises with a slow payer.
 */
export function PayerTimesPanel() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const times = useQuery(claimsDeskQueries.payerTimes(range));
  const set = (key: 'from' | 'to', value: string) => setRange((r) => ({ ...r, [key]: value || undefined }));
  return (
    <Paper withBorder p="md" radius="md" mt="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h5">
              Payers’ decision times
            </Title>
            <Text size="xs" c="dimmed">
              Late: over 60 minutes for a cashless decision, 180 for the final approval at discharge
            </Text>
          </div>
          <Group gap="xs">
            <TextInput
              type="date"
              label="From"
              size="xs"
              value={range.from ?? ''}
              onChange={(e) => set('from', e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="To"
              size="xs"
              value={range.to ?? ''}
              onChange={(e) => set('to', e.currentTarget.value)}
            />
          </Group>
        </Group>
        <QueryState
          query={times}
          error="Failed to load the payers' times. Please try again."
          loadingLabel="Loading times"
        >
          {(t) => <TimesTable times={t} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
