import type { Discount, IpBillView } from '@clinic/shared/billing';
import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useRequestDiscount } from '../api/folio.queries.ts';

const STATUS_COLOR: Record<Discount['status'], string> = {
  'Pending approval': 'orange',
  Approved: 'green',
  Rejected: 'red',
};
const WHOLE = 'whole';

/** The discounts of a stay with who asked, who decided and why. */
export function DiscountTable({
  discounts,
  actions,
}: {
  discounts: Discount[];
  actions?: (d: Discount) => React.ReactNode;
}) {
  if (discounts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No discounts.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Discounts" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>On</Table.Th>
            <Table.Th ta="right">%</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Asked by</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Decided</Table.Th>
            {actions && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {discounts.map((d) => (
            <Table.Tr key={d._id}>
              <Table.Td>{d.appliesTo}</Table.Td>
              <Table.Td ta="right">{d.percent}</Table.Td>
              <Table.Td>{d.reason}</Table.Td>
              <Table.Td>
                {d.requestedBy}
                <Text size="xs" c="dimmed">
                  {formatDateTime(d.requestedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[d.status]} variant="light">
                  {d.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                {d.decidedBy ? `${d.decidedBy}${d.decisionNote ? `: ${d.decisionNote}` : ''}` : '—'}
                {d.decidedAt && (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(d.decidedAt)}
                  </Text>
                )}
              </Table.Td>
              {actions && <Table.Td>{actions(d)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A line of identical charges is discounted one charge at a time: the discount names the line's
 * first charge, which then stands on its own line, and the next pick takes the next.
 */
const discountLabel = (l: IpBillView['lines'][number]) =>
  l.charges > 1 ? `${l.section}: ${l.description} (one of ${l.charges})` : `${l.section}: ${l.description}`;

function DiscountForm({ view }: { view: IpBillView }) {
  const [on, setOn] = useState<string>(WHOLE);
  const [percent, setPercent] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const request = useRequestDiscount(view.admission._id);
  const lines = view.lines.filter((l) => l.chargeId !== null);
  const overLimit = Number(percent) > view.discountApprovalPercent;
  const submit = async () => {
    try {
      const d = await request.mutateAsync({
        chargeId: on === WHOLE ? null : on,
        percent: Number(percent) || 0,
        reason,
      });
      toast.success(d.status === 'Approved' ? 'Discount applied' : 'Discount sent for approval');
      setPercent('');
      setReason('');
    } catch (err) {
      failed(err, 'Failed to record the discount. Please try again.');
    }
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Discount on"
          data={[
            { value: WHOLE, label: 'Whole bill' },
            ...lines.map((l) => ({ value: l.chargeId ?? '', label: discountLabel(l) })),
          ]}
          value={on}
          onChange={(v) => setOn(v ?? WHOLE)}
          allowDeselect={false}
          w={280}
        />
        <NumberInput
          label="Discount (%)"
          min={0}
          max={100}
          decimalScale={2}
          value={percent}
          onChange={setPercent}
          w={130}
        />
        <TextInput label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} w={240} />
        <Button onClick={() => void submit()} disabled={request.isPending || !(Number(percent) > 0)}>
          {request.isPending ? 'Processing...' : overLimit ? 'Send for approval' : 'Apply discount'}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        A line&apos;s own discount takes the place of the whole-bill discount on that line. Above{' '}
        {view.discountApprovalPercent}% a discount waits for a clinic administrator&apos;s approval.
      </Text>
    </Stack>
  );
}

/** DISCOUNT: discounts by line or on the whole bill, each with its reason, until the bill is final. */
export function FolioDiscounts({ view }: { view: IpBillView }) {
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <DiscountTable discounts={view.discounts} />
      </Paper>
      {!view.finalized && (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Give a discount
          </Title>
          <DiscountForm view={view} />
        </Paper>
      )}
    </Stack>
  );
}
