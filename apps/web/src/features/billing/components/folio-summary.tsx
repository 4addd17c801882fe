import type { IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { BillSplitTable } from './bill-split-table.tsx';

/** The account's figures, each row a label and an amount; the last rows in bold. */
export function FolioFigures({ view }: { view: IpBillView }) {
  const rows: [string, number, boolean?][] = [
    ['Gross', view.grossPaise],
    ['Discount', -view.discountPaise],
    ['GST', view.taxPaise],
    ['Round off', view.roundOffPaise],
    ['Bill total', view.totalPaise, true],
    ...(view.payerSharePaise > 0
      ? [[`Payer's share (${view.contract.payerName})`, -view.payerSharePaise] as [string, number]]
      : []),
    ...(view.creditNotePaise > 0 ? [['Credit notes', -view.creditNotePaise] as [string, number]] : []),
    ["Patient's share", view.patientDuePaise, true],
    ['Deposits and payments (less refunds)', -view.paidPaise],
    [view.balancePaise < 0 ? 'Excess to refund' : 'Balance due', Math.abs(view.balancePaise), true],
  ];
  return (
    <Table aria-label="Bill summary" fz="sm" withRowBorders={false} verticalSpacing={3}>
      <Table.Tbody>
        {rows.map(([label, value, bold]) => (
          <Table.Tr key={label}>
            <Table.Td fw={bold ? 700 : 400}>{label}</Table.Td>
            <Table.Td ta="right" fw={bold ? 700 : 400}>
              {value < 0 ? `− ${formatPaise(-value)}` : formatPaise(Math.abs(value))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** BILL SUMMARY: the figures, the document's state and anything still waiting. */
export function FolioSummary({ view }: { view: IpBillView }) {
  const waiting = view.discounts.filter((d) => d.status === 'Pending approval').length;
  const facts: [string, string][] = [
    ['Admitted', formatDateTime(view.admission.admittedAt)],
    ['Discharged', view.admission.dischargedAt ? formatDateTime(view.admission.dischargedAt) : 'Not yet'],
    ['Bill', view.finalized ? `${view.finalized.number} (${view.finalized.documentType})` : 'Provisional'],
    ['Payer', view.contract.payerType === 'Self' ? 'Self' : `${view.contract.payerType}: ${view.contract.payerName}`],
    ['Lines', String(view.lines.length)],
    ['Account', view.closure ? `Closed ${formatDateTime(view.closure.closedAt)}` : 'Open'],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <FolioFigures view={view} />
        {view.split && (
          <BillSplitTable
            split={view.split}
            payerName={view.contract.payerName}
            movedPaise={view.finalized ? view.split.payerPaise - view.payerSharePaise : 0}
          />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        {facts.map(([label, value]) => (
          <Text key={label} size="sm" py={3}>
            <Text span c="dimmed" w={110} display="inline-block">
              {label}
            </Text>
            {value}
          </Text>
        ))}
        {waiting > 0 && (
          <Alert color="orange" mt="sm">
            {waiting === 1 ? 'A discount is' : `${waiting} discounts are`} waiting for a clinic administrator&apos;s
            approval (AUTHORIZATION).
          </Alert>
        )}
      </Paper>
    </SimpleGrid>
  );
}
