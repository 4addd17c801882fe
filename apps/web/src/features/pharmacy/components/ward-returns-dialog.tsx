import type { WardIssueLine } from '@clinic/shared/pharmacy';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useWardReturn, wardIssueQueries } from '../api/ward-issue.queries.ts';

function ReturnRow({ line }: { line: WardIssueLine }) {
  const left = line.quantity - line.returnedQuantity;
  const [quantity, setQuantity] = useState<number | string>(left > 0 ? left : '');
  const [reason, setReason] = useState('Not used');
  const giveBack = useWardReturn(line._id);
  const send = () =>
    giveBack.mutate(
      { quantity: Number(quantity), reason },
      {
        onSuccess: (r) => toast.success(`${r.quantity} back on the shelf; ${formatPaise(r.creditPaise)} credited`),
        onError: (e) => failed(e, 'Failed to take the return. Please try again.'),
      },
    );
  return (
    <Table.Tr aria-label={`${line.drugName} batch ${line.batchNumber}`}>
      <Table.Td>
        <Text size="sm">{line.drugName}</Text>
        <Text size="xs" c="dimmed">
          Batch {line.batchNumber} · {formatDateTime(line.issuedAt)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{line.quantity}</Table.Td>
      <Table.Td ta="right">{line.returnedQuantity}</Table.Td>
      <Table.Td>
        {left > 0 && line.chargeStatus !== 'Billed' ? (
          <Group gap="xs" wrap="nowrap">
            <NumberInput
              aria-label="Units back"
              min={1}
              max={left}
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
              w={80}
            />
            <TextInput aria-label="Why" value={reason} onChange={(e) => setReason(e.currentTarget.value)} w={140} />
            <Button size="xs" onClick={send} loading={giveBack.isPending} disabled={!(Number(quantity) > 0)}>
              Return
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {left === 0 ? 'All back' : 'On the final bill: the billing desk credits it'}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Ward returns: medicines the ward sends back unused, found by the stay's IP number; each
 * return restocks its batch and credits the stay's account before the bill is final.
 */
export function WardReturnsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [ipNumber, setIpNumber] = useState('');
  const [typed] = useDebouncedValue(ipNumber.trim(), 300);
  const issues = useQuery(wardIssueQueries.issuesOfStay(typed));
  return (
    <Modal opened={opened} onClose={onClose} title="Ward returns" size="xl">
      <Stack>
        <TextInput
          label="IP number"
          placeholder="IP/2627/00012"
          value={ipNumber}
          onChange={(e) => setIpNumber(e.currentTarget.value)}
          w={240}
        />
        {typed && issues.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No ward issues for this IP number
          </Text>
        )}
        {issues.data && issues.data.length > 0 && (
          <Table aria-label="Ward issues" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Medicine</Table.Th>
                <Table.Th ta="right">Issued</Table.Th>
                <Table.Th ta="right">Back</Table.Th>
                <Table.Th>Return</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.data.map((line) => (
                <ReturnRow key={line._id} line={line} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
