import type { CareOrder } from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { careOrderStatus } from '@clinic/shared/status';
import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { careOrdersQuery, useCareOrderAction } from '../api/care-orders.queries.ts';
import { CareOrderForm } from './care-order-form.tsx';

const URGENCY_COLOR = { Routine: 'gray', Urgent: 'orange', STAT: 'red' } as const;

type Asking = { order: CareOrder; action: 'stop' | 'cancel' } | null;

/**
 * The stay's procedures, diet and nursing instructions: the nurse marks a procedure done (which
 * charges it), a doctor stops what is no longer needed, and the doctor who wrote an order cancels
 * it as written in error.
 */
export function CareOrdersPanel({
  admissionId,
  active,
  canOrder,
  canComplete,
}: {
  admissionId: string;
  active: boolean;
  canOrder: boolean;
  canComplete: boolean;
}) {
  const orders = useQuery(careOrdersQuery(admissionId));
  const me = useQuery(meQuery).data;
  const act = useCareOrderAction(admissionId);
  const [asking, setAsking] = useState<Asking>(null);
  const run = (order: CareOrder, action: 'done' | 'stop' | 'cancel', reason?: string) =>
    act.mutate(
      { orderId: order._id, action, reason },
      {
        onSuccess: () => {
          toast.success(`${order.title}: ${action === 'done' ? 'done' : action === 'stop' ? 'stopped' : 'cancelled'}`);
          setAsking(null);
        },
        onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to update the order'),
      },
    );

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Procedures, diet and nursing
      </Title>
      {active && canOrder && <CareOrderForm admissionId={admissionId} />}
      <QueryState
        query={orders}
        error="Failed to load the orders. Please try again."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No procedures, diet or nursing orders
          </Text>
        }
      >
        {(rows) => (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Urgency</Table.Th>
                <Table.Th>Ordered</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((o) => (
                <Table.Tr key={o._id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {o.title}
                      {o.pricePaise !== null && ` · ${formatPaise(o.pricePaise)}`}
                    </Text>
                    {o.instructions && (
                      <Text size="xs" c="dimmed">
                        {o.instructions}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{o.kind}</Table.Td>
                  <Table.Td>
                    {o.kind === 'Diet' ? (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    ) : (
                      <Badge
                        variant="light"
                        color={URGENCY_COLOR[o.urgency]}
                        styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } }}
                      >
                        {o.urgency}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(o.orderedAt)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {o.orderedBy}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge machine={careOrderStatus} status={o.status} />
                    {o.endedBy && (
                      <Text size="xs" c="dimmed">
                        {o.endedBy}
                        {o.endReason && ` · ${o.endReason}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {active && o.status === 'Active' && (
                      <Group gap={4} wrap="nowrap">
                        {o.kind === 'Procedure' && canComplete && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            loading={act.isPending}
                            onClick={() => run(o, 'done')}
                          >
                            Mark done
                          </Button>
                        )}
                        {o.kind !== 'Procedure' && canOrder && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => setAsking({ order: o, action: 'stop' })}
                          >
                            Stop
                          </Button>
                        )}
                        {canOrder && o.orderedById === me?.id && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => setAsking({ order: o, action: 'cancel' })}
                          >
                            Cancel
                          </Button>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <ReasonDialog
        opened={asking !== null}
        title={asking?.action === 'cancel' ? 'Cancel order' : 'Stop order'}
        message={
          asking?.action === 'cancel'
            ? `Cancel "${asking.order.title}" as written in error?`
            : `Stop "${asking?.order.title ?? ''}"?`
        }
        confirmLabel={asking?.action === 'cancel' ? 'Cancel order' : 'Stop order'}
        busy={act.isPending}
        onConfirm={(reason) => asking && run(asking.order, asking.action, reason)}
        onCancel={() => setAsking(null)}
      />
    </Paper>
  );
}
