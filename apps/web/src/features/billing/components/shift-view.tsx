import type { Shift } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { ShiftModesTable } from './shift-modes-table.tsx';

/** A shift's facts, its money by mode and every receipt and refund it holds. */
export function ShiftView({ shift: s }: { shift: Shift }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Shift {s.number} · {s.counter}
          </Title>
          <Badge color={s.status === 'Open' ? 'green' : 'gray'}>{s.status}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {s.openedBy} · opened {formatDateTime(s.openedAt)}
          {s.closedAt && ` · closed ${formatDateTime(s.closedAt)}`} · opening float {formatPaise(s.openingFloatPaise)}
        </Text>
        <ShiftModesTable modes={s.modes} label="Money by mode" />
        <Title order={3} size="h5">
          Receipts and refunds ({s.receipts.length})
        </Title>
        {s.receipts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No money taken in this shift yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600} mah={260}>
            <Table aria-label="Receipts of the shift" fz="sm" verticalSpacing={2} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Receipt</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Patient</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.receipts.map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>{r.receiptNumber}</Table.Td>
                    <Table.Td>{formatDateTime(r.receivedAt)}</Table.Td>
                    <Table.Td>{r.patientName ?? 'Walk-in'}</Table.Td>
                    <Table.Td>{r.purpose}</Table.Td>
                    <Table.Td>
                      {r.mode}
                      {r.reference ? ` · ${r.reference}` : ''}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatPaise(r.purpose === 'Refund' ? -r.amountPaise : r.amountPaise)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {s.closeNote && <Text size="sm">Note: {s.closeNote}</Text>}
      </Stack>
    </Paper>
  );
}
