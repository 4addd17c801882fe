import type { IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { useSupplementaryBill } from '../api/billing.queries.ts';
import { useBillPrint } from './bill-print-buttons.tsx';

/**
 * After a stay's final bill: the charges that came since (never lost, waiting for a supplementary
 * bill the billing desk makes here, printed as its original) and the supplementary bills so far.
 */
export function SupplementaryBills({ view }: { view: IpBillView }) {
  const can = useCan();
  const make = useSupplementaryBill(view.admission._id);
  const print = useBillPrint();
  if (!view.finalized || (view.afterFinal.charges === 0 && view.supplementary.length === 0)) return null;
  const submit = async () => {
    try {
      const bill = await make.mutateAsync();
      toast.success(`Supplementary bill ${bill.number} made`);
      print.print({ bill, paper: 'A4', copy: 'original' });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Failed to make the supplementary bill. Please try again.');
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        After the final bill
      </Title>
      {view.afterFinal.charges > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} mb="sm">
          <Group justify="space-between">
            <Text size="sm">
              {view.afterFinal.charges} {view.afterFinal.charges === 1 ? 'charge' : 'charges'} came after the final
              bill: {formatPaise(view.afterFinal.amountPaise)} not yet billed.
            </Text>
            {can('ip-bills.finalize') && (
              <Button size="xs" onClick={() => void submit()} loading={make.isPending}>
                Make supplementary bill
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {view.supplementary.length > 0 && (
        <Table aria-label="Supplementary bills" fz="sm" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bill</Table.Th>
              <Table.Th>Made</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.supplementary.map((b) => (
              <Table.Tr key={b._id}>
                <Table.Td>{b.number}</Table.Td>
                <Table.Td>{formatDateTime(b.finalizedAt)}</Table.Td>
                <Table.Td ta="right">{formatPaise(b.totalPaise)}</Table.Td>
                <Table.Td ta="right">{formatPaise(b.balancePaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {print.element}
    </Paper>
  );
}
