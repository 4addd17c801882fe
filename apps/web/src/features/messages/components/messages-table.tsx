import { CHANNEL_LABELS, MESSAGE_TEMPLATES, type MessageTemplate, type PatientMessage } from '@clinic/shared/messages';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';

const STATUS_COLOURS: Record<PatientMessage['status'], string> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

function statusText(m: PatientMessage): string {
  if (m.status === 'sent' && m.providerRef === 'outbox-only') return 'Kept here';
  if (m.status === 'queued' && m.attempts > 0) return 'Will try again';
  return { queued: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' }[m.status];
}

const templateLabel = (t: string) => MESSAGE_TEMPLATES[t as MessageTemplate] ?? t;

/** The outbox rows: when, to whom, what it says, and where it stands, with send again and cancel. */
export function MessagesTable({
  messages,
  canManage,
  busyId,
  onRetry,
  onCancel,
}: {
  messages: PatientMessage[];
  canManage: boolean;
  busyId: string | null;
  onRetry: (m: PatientMessage) => void;
  onCancel: (m: PatientMessage) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped verticalSpacing="xs" layout="fixed" aria-label="Messages to patients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={175}>When</Table.Th>
            <Table.Th w={180}>Patient</Table.Th>
            <Table.Th w={140}>To</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th w={170}>Status</Table.Th>
            {canManage && <Table.Th w={190}>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={m._id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(m.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" component={Link} to={`/reception/patient-record/${m.patientId}`} c="teal.8" truncate>
                  {m.patientName}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.mrn}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{CHANNEL_LABELS[m.channel]}</Text>
                <Text size="xs" c="dimmed">
                  {m.recipient}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" fw={600}>
                  {templateLabel(m.template)}
                </Text>
                <Text size="sm" lineClamp={2} title={m.body} lang={m.language}>
                  {m.body}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Badge color={STATUS_COLOURS[m.status]} variant="light">
                    {statusText(m)}
                  </Badge>
                  {m.lastError && (
                    <Text size="xs" c="red.8" lineClamp={2} title={m.lastError}>
                      {m.lastError}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              {canManage && (
                <Table.Td>
                  {(m.status === 'failed' || m.status === 'queued') && (
                    <Group gap={6} wrap="nowrap">
                      <Button size="xs" variant="light" loading={busyId === m._id} onClick={() => onRetry(m)}>
                        Send again
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(m)}>
                        Cancel
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
