import type { BillSummary } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PaperMenu } from '../../../components/print/paper-menu.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { billingQueries } from '../api/billing.queries.ts';
import { isRefund, useReceiptPrint } from './receipt-print.tsx';

/** The money taken and paid back on one bill, each receipt or refund voucher printable on its own. */
export function BillReceiptsDialog({ summary, onClose }: { summary: BillSummary; onClose: () => void }) {
  const bill = useQuery(billingQueries.bill(summary._id));
  const printer = useReceiptPrint();
  return (
    <Modal opened onClose={onClose} title={`Receipts of ${summary.number}`} size="lg">
      <QueryState query={bill} error="Failed to load the bill. Please try again." loadingLabel="Loading bill">
        {(b) =>
          b.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              No money taken on this bill.
            </Text>
          ) : (
            <Table aria-label="Receipts" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Receipt</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Print</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {b.payments.map((p) => (
                  <Table.Tr key={p._id}>
                    <Table.Td>{p.receiptNumber}</Table.Td>
                    <Table.Td>{formatDateTime(p.receivedAt)}</Table.Td>
                    <Table.Td>
                      {p.mode}
                      {p.reference ? ` · ${p.reference}` : ''}
                    </Table.Td>
                    <Table.Td ta="right">
                      {isRefund(p) ? `− ${formatPaise(p.amountPaise)}` : formatPaise(p.amountPaise)}
                    </Table.Td>
                    <Table.Td>
                      <PaperMenu
                        label={isRefund(p) ? 'Print voucher' : 'Print receipt'}
                        onPick={(paper) =>
                          printer.print({ receipt: p, patient: b.patient, against: `Bill ${b.number}`, paper })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      {printer.element}
    </Modal>
  );
}
