import { refundModeOf, type IpBillView, type Receipt } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PaperMenu } from '../../../components/print/paper-menu.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { RefundForm } from './bill-corrections.tsx';
import { DepositForm } from './deposit-form.tsx';
import { isRefund, useReceiptPrint } from './receipt-print.tsx';

/**
 * PAYMENT / DEPOSIT: every receipt and refund of the stay, each printable on its own (a receipt,
 * or a refund voucher), new money in, and the excess paid back.
 */
export function FolioPayments({ view }: { view: IpBillView }) {
  const finalized = view.finalized;
  const printer = useReceiptPrint();
  const ipNumber = view.admission.ipNumber;
  const againstOf = (d: Receipt) =>
    d.purpose === 'Advance'
      ? `Advance for stay ${ipNumber}`
      : finalized
        ? `Bill ${finalized.number}`
        : `Stay ${ipNumber}`;
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          Receipts
        </Title>
        {view.deposits.length === 0 ? (
          <Text size="sm" c="dimmed">
            No money received yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Receipts" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Receipt</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Print</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.deposits.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>{d.receiptNumber}</Table.Td>
                    <Table.Td>{d.purpose}</Table.Td>
                    <Table.Td>
                      {d.mode}
                      {d.reference ? ` · ${d.reference}` : ''}
                    </Table.Td>
                    <Table.Td>{d.receivedBy}</Table.Td>
                    <Table.Td>{formatDateTime(d.receivedAt)}</Table.Td>
                    <Table.Td ta="right">
                      {d.purpose === 'Refund' ? `− ${formatPaise(d.amountPaise)}` : formatPaise(d.amountPaise)}
                    </Table.Td>
                    <Table.Td>
                      <PaperMenu
                        label={isRefund(d) ? 'Print voucher' : 'Print receipt'}
                        onPick={(paper) =>
                          printer.print({ receipt: d, patient: view.patient, ipNumber, against: againstOf(d), paper })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {!view.closure && (finalized === null || view.balancePaise > 0) && (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            {finalized ? `Payment of the balance (${formatPaise(view.balancePaise)} due)` : 'Deposit (advance)'}
          </Title>
          <DepositForm admissionId={view.admission._id} finalized={finalized !== null} />
        </Paper>
      )}
      {!view.closure && finalized && view.refundablePaise > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Refund of the excess ({formatPaise(view.refundablePaise)})
          </Title>
          <RefundForm
            billId={finalized._id}
            refundablePaise={view.refundablePaise}
            paidBy={refundModeOf(view.deposits)}
          />
        </Paper>
      )}
      {!finalized && (
        <Text size="sm" c="dimmed">
          Deposits are applied to the final bill; any excess is refunded once the bill is finalized.
        </Text>
      )}
      {printer.element}
    </Stack>
  );
}
