import type { ShiftsDay } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { shiftQueries } from '../api/shifts.queries.ts';
import { DayEndPrint } from './day-end-print.tsx';
import { ShiftModesTable } from './shift-modes-table.tsx';

function ShiftsTable({ day }: { day: ShiftsDay }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Shifts of the day" fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Shift</Table.Th>
            <Table.Th>Counter</Table.Th>
            <Table.Th>Cashier</Table.Th>
            <Table.Th>Opened</Table.Th>
            <Table.Th>Closed</Table.Th>
            <Table.Th ta="right">Expected</Table.Th>
            <Table.Th ta="right">Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {day.shifts.map((s) => (
            <Table.Tr key={s._id}>
              <Table.Td>{s.number}</Table.Td>
              <Table.Td>{s.counter}</Table.Td>
              <Table.Td>{s.openedBy}</Table.Td>
              <Table.Td>{formatDateTime(s.openedAt)}</Table.Td>
              <Table.Td>{s.closedAt ? formatDateTime(s.closedAt) : 'Open'}</Table.Td>
              <Table.Td ta="right">{formatPaise(s.expectedPaise)}</Table.Td>
              <Table.Td ta="right" c={s.differencePaise ? 'red' : undefined}>
                {s.differencePaise === null ? '—' : formatPaise(s.differencePaise)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The day end per counter: each counter's money by mode, the day's shifts, and a print of it. */
export function ShiftsByCounter({ date }: { date: string }) {
  const day = useQuery(shiftQueries.day(date));
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const [paper, setPaper] = useState<PaperSize>('A4');
  const job = usePrintJob((d: ShiftsDay) => (
    <DayEndPrint day={d} paper={paper} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          By counter and shift
        </Title>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Paper"
            data={['A4', '80mm']}
            value={paper}
            onChange={(v) => setPaper(v)}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPrinter size={14} />}
            disabled={!day.data}
            onClick={() => day.data && job.print(day.data)}
          >
            Print day end
          </Button>
        </Group>
      </Group>
      <QueryState query={day} error="Failed to load the shifts. Please try again." loadingLabel="Loading shifts">
        {(d) =>
          d.shifts.length === 0 ? (
            <Text size="sm" c="dimmed">
              No shifts on this day.
            </Text>
          ) : (
            <Stack>
              {d.counters.map((c) => (
                <div key={c.counter}>
                  <Text fw={600} size="sm">
                    {c.counter}
                  </Text>
                  <ShiftModesTable modes={c.modes} label={`Money at ${c.counter}`} />
                </div>
              ))}
              <ShiftsTable day={d} />
            </Stack>
          )
        }
      </QueryState>
      {job.element}
    </Paper>
  );
}
