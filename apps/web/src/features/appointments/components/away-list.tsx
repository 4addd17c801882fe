import { SEND_TO_LABEL, type QueueEntry } from '@clinic/shared/appointments';
import { Button, Table, Text } from '@mantine/core';
import { formatTime } from '../../../lib/format.ts';

/**
 * The doctor's patients away at the lab, radiology or another doctor, earliest sent first, each
 * with "Back" (into the waiting list at the place they had) for whoever calls the queue.
 */
export function AwayList({
  away,
  onBack,
  backing,
}: {
  away: QueueEntry[];
  onBack?: ((entry: QueueEntry) => void) | undefined;
  backing?: string | null;
}) {
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        Away: lab, radiology, another doctor
      </Text>
      <Table withTableBorder aria-label="Away">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Token</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Sent to</Table.Th>
            <Table.Th>Since</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {away.map((e) => (
            <Table.Tr key={e.appointmentId}>
              <Table.Td fw={700}>{e.token}</Table.Td>
              <Table.Td>{e.patientName}</Table.Td>
              <Table.Td>{e.sentTo ? SEND_TO_LABEL[e.sentTo] : '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.sentAt ? formatTime(e.sentAt) : '—'}</Table.Td>
              <Table.Td>
                {onBack && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={backing === e.appointmentId}
                    onClick={() => onBack(e)}
                  >
                    Back
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
