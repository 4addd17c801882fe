import type { ShiftMode } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Table } from '@mantine/core';

/** A shift's (or a counter's) money by mode: received, refunded, expected, and once closed the count. */
export function ShiftModesTable({ modes, label }: { modes: ShiftMode[]; label: string }) {
  const closed = modes.some((m) => m.countedPaise !== null);
  return (
    <Table aria-label={label} fz="sm" verticalSpacing={4} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Mode</Table.Th>
          <Table.Th ta="right">Received</Table.Th>
          <Table.Th ta="right">Refunded</Table.Th>
          <Table.Th ta="right">Expected</Table.Th>
          {closed && <Table.Th ta="right">Counted</Table.Th>}
          {closed && <Table.Th ta="right">Difference</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {modes.map((m) => (
          <Table.Tr key={m.mode}>
            <Table.Td>{m.mode}</Table.Td>
            <Table.Td ta="right">{formatPaise(m.receivedPaise)}</Table.Td>
            <Table.Td ta="right">{formatPaise(m.refundedPaise)}</Table.Td>
            <Table.Td ta="right">{formatPaise(m.expectedPaise)}</Table.Td>
            {closed && <Table.Td ta="right">{m.countedPaise === null ? '—' : formatPaise(m.countedPaise)}</Table.Td>}
            {closed && (
              <Table.Td ta="right" c={m.differencePaise ? 'red' : undefined} fw={m.differencePaise ? 700 : undefined}>
                {m.differencePaise === null ? '—' : formatPaise(m.differencePaise)}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
