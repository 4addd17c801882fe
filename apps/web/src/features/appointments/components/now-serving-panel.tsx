import type { QueueEntry } from '@clinic/shared/appointments';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatTime } from '../../../lib/format.ts';
import { opQueueQuery, useOpQueueUpdates, useQueueAction, type QueueAction } from '../api/op-queue.queries.ts';
import { AwayList } from './away-list.tsx';
import { SendToMenu } from './send-to-menu.tsx';

const PRIORITY_COLOR = { Emergency: 'red', 'Senior citizen': 'grape', Pregnant: 'pink', 'Differently abled': 'cyan' };

function Priority({ entry }: { entry: QueueEntry }) {
  if (!entry.priority) return null;
  return (
    <Badge size="sm" variant="light" color={PRIORITY_COLOR[entry.priority]} tt="none">
      {entry.priority}
    </Badge>
  );
}

/** Why a waiting patient was called before: skipped, or back from the lab, radiology or another doctor. */
function calledBefore(e: QueueEntry): string | null {
  if (e.skips > 0) return 'skipped';
  return e.calls > 0 ? 'back' : null;
}

/**
 * The doctor's token queue on the OP Queue screen: who is being seen (with Recall, Skip and Send
 * to), Call next, who waits in calling order, and who is away at the lab, radiology or another
 * doctor (with Back). It redraws live when a token moves anywhere.
 */
export function NowServingPanel({ doctorId, canCall }: { doctorId: string; canCall: boolean }) {
  useOpQueueUpdates();
  const queue = useQuery(opQueueQuery(doctorId));
  const act = useQueueAction();
  const run = (action: QueueAction, done: (e: QueueEntry) => string) =>
    act.mutate(action, {
      onSuccess: (e) => toast.success(done(e)),
      onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to update the queue'),
    });
  return (
    <Paper withBorder p="md" radius="md" aria-label="Token queue" component="section">
      <QueryState query={queue} error="Failed to load the queue. Please try again." loadingLabel="Loading the queue">
        {(q) => (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4">
                  Token queue
                </Title>
                <Text size="sm" c="dimmed">
                  {q.waiting.length} waiting{q.away.length > 0 ? ` · ${q.away.length} away` : ''} · {q.seen} seen today
                </Text>
              </div>
              {canCall && (
                <Button
                  onClick={() => run({ kind: 'call-next', doctorId }, (e) => `Token ${e.token}: ${e.patientName}`)}
                  loading={act.isPending}
                  disabled={q.waiting.length === 0}
                >
                  Call next
                </Button>
              )}
            </Group>
            {q.serving.length === 0 ? (
              <Text size="sm" c="dimmed">
                No one is with the doctor
              </Text>
            ) : (
              q.serving.map((e) => (
                <Group key={e.appointmentId} justify="space-between" data-testid="now-serving" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={700} fz={28} lh={1} aria-label="Token being seen">
                      {e.token}
                    </Text>
                    <div>
                      <Text fw={600}>{e.patientName}</Text>
                      <Text size="xs" c="dimmed">
                        {e.mrn} · {e.age} Y · {e.gender}
                        {e.calls > 1 ? ` · called ${e.calls} times` : ''}
                      </Text>
                    </div>
                    <Priority entry={e} />
                  </Group>
                  {canCall && (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() =>
                          run(
                            { kind: 'recall', appointmentId: e.appointmentId },
                            (x) => `Token ${x.token} called again`,
                          )
                        }
                      >
                        Recall
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() =>
                          run({ kind: 'skip', appointmentId: e.appointmentId }, (x) => `Token ${x.token} skipped`)
                        }
                      >
                        Skip
                      </Button>
                      <SendToMenu entry={e} doctorId={doctorId} />
                    </Group>
                  )}
                </Group>
              ))
            )}
            {q.waiting.length > 0 && (
              <Table withTableBorder striped aria-label="Waiting">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Token</Table.Th>
                    <Table.Th>Patient</Table.Th>
                    <Table.Th>Priority</Table.Th>
                    <Table.Th>Arrived</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {q.waiting.map((e) => (
                    <Table.Tr key={e.appointmentId}>
                      <Table.Td fw={700}>{e.token}</Table.Td>
                      <Table.Td>
                        {e.patientName}
                        {calledBefore(e) && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            · {calledBefore(e)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Priority entry={e} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {e.arrivedAt ? formatTime(e.arrivedAt) : '—'}
                      </Table.Td>
                      <Table.Td>
                        {canCall && (
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            {calledBefore(e) && (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                onClick={() =>
                                  run(
                                    { kind: 'recall', appointmentId: e.appointmentId },
                                    (x) => `Token ${x.token} called`,
                                  )
                                }
                              >
                                Call
                              </Button>
                            )}
                            <SendToMenu entry={e} doctorId={doctorId} compact />
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {q.away.length > 0 && (
              <AwayList
                away={q.away}
                backing={act.isPending && act.variables.kind === 'back' ? act.variables.appointmentId : null}
                onBack={
                  canCall
                    ? (e) =>
                        run(
                          { kind: 'back', appointmentId: e.appointmentId },
                          (x) => `Token ${x.token} is back in the queue`,
                        )
                    : undefined
                }
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
