import type { PendingDiscount } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Anchor, Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { folioQueries, useDecideDiscount } from '../api/folio.queries.ts';

/** Approve (which makes the OP bill final) or reject, with the reason, from the queue itself. */
function OpDiscountDecision({ discount }: { discount: PendingDiscount }) {
  const decide = useDecideDiscount();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const send = async (decision: 'Approved' | 'Rejected') => {
    try {
      const done = await decide.mutateAsync({ id: discount._id, decision, note });
      toast.success(decision === 'Approved' ? `Approved: the bill of ${discount.patientName} is final` : 'Rejected');
      if (done.status === 'Rejected') setRejecting(false);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Failed to save the decision. Please try again.');
    }
  };
  if (rejecting)
    return (
      <Group gap="xs" wrap="nowrap">
        <TextInput
          size="xs"
          aria-label="Reason for rejecting"
          placeholder="Reason for rejecting"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Button size="xs" color="red" disabled={!note.trim() || decide.isPending} onClick={() => void send('Rejected')}>
          Reject
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" disabled={decide.isPending} onClick={() => void send('Approved')}>
        Approve
      </Button>
      <Button size="xs" variant="default" onClick={() => setRejecting(true)}>
        Reject…
      </Button>
    </Group>
  );
}

/** For whoever approves discounts (a clinic administrator): discounts waiting for approval across all stays, each a link to decide it. */
export function PendingDiscounts() {
  const isAdmin = useCan()('bills.discount.approve');
  const pending = useQuery({ ...folioQueries.pendingDiscounts(), enabled: isAdmin });
  if (!isAdmin) return null;
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <Title order={2} size="h5" mb="xs">
        Discounts waiting for your approval
      </Title>
      <QueryState
        query={pending}
        error="Failed to load discounts waiting for approval. Please try again."
        loadingLabel="Loading discounts waiting for approval"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No discounts waiting for approval" />}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label="Discounts waiting for approval" fz="sm">
              <Table.Tbody>
                {rows.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>
                      {d.kind === 'IP' ? (
                        <Anchor
                          component={Link}
                          to={`/billing/patient-bill?admission=${d.admissionId}&tab=authorization`}
                        >
                          {d.patientName}
                        </Anchor>
                      ) : (
                        d.patientName
                      )}
                      <Text size="xs" c="dimmed">
                        {d.mrn} · {d.ipNumber ?? 'OP'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {d.flatPaise ? formatPaise(d.flatPaise) : `${d.percent}%`} on {d.appliesTo}
                    </Table.Td>
                    <Table.Td>{d.reason}</Table.Td>
                    <Table.Td>
                      {d.requestedBy}, {formatDateTime(d.requestedAt)}
                    </Table.Td>
                    <Table.Td>{d.kind === 'OP' && <OpDiscountDecision discount={d} />}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Paper>
  );
}
