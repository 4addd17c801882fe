import type { ClaimEvent } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { claimStatus } from '@clinic/shared/status';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

const move = (e: ClaimEvent) =>
  e.from ? `${claimStatus.label(e.from)} → ${claimStatus.label(e.to)}` : claimStatus.label(e.to);

function DecisionTime({ event: e }: { event: ClaimEvent }) {
  if (e.minutesTaken === null) return null;
  const over = e.limitMinutes !== null && e.minutesTaken > e.limitMinutes;
  return (
    <Text size="xs" c={over ? 'red' : undefined} fw={over ? 600 : undefined}>
      Decided in {e.minutesTaken} min{e.limitMinutes !== null ? ` (limit ${e.limitMinutes})` : ''}
    </Text>
  );
}

/** A case's history, one move a row: when, what, the stage and amount, the note, who, and how fast the payer decided. */
export function ClaimEventsTable({ events, label }: { events: ClaimEvent[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={label} fz="xs" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Move</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Payer's time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{move(e)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.stage}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {e.amountPaise > 0 ? formatPaise(e.amountPaise) : ''}
              </Table.Td>
              <Table.Td>
                {e.note}
                {e.reference && (
                  <Text size="xs" c="dimmed">
                    Ref. {e.reference}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{e.by}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DecisionTime event={e} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
