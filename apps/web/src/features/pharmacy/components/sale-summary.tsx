import type { Sale } from '@clinic/shared/pharmacy';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { usePrintBill } from './use-print-bill.tsx';

/**
 * A pharmacy bill on screen: number, patient, each line with batch and GST, totals and payment.
 * Its first print is the original handed over with the medicines; any print after that is a
 * duplicate, so a second copy can never pass for a second bill.
 */
export function SaleSummary({ sale: s }: { sale: Sale }) {
  const printer = usePrintBill();
  const [printed, setPrinted] = useState(false);
  const print = (paper: PaperSize) => {
    printer.print({ sale: s, paper, copy: printed ? 'duplicate' : 'original' });
    setPrinted(true);
  };
  return (
    <Paper withBorder p="md" radius="md" aria-label={`Bill ${s.billNumber}`} component="section">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Bill {s.billNumber}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDateTime(s.soldAt)} · {s.soldBy}
        </Text>
      </Group>
      <Text size="sm" mb="xs">
        {s.patientName}
        {s.mrn ? ` · ${s.mrn}` : ''}
        {s.doctorName ? ` · prescribed by ${s.doctorName}` : ''}
      </Text>
      <Table withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Medicine</Table.Th>
            <Table.Th>HSN</Table.Th>
            <Table.Th>Batch · expiry</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.lines.map((l, i) => (
            <Table.Tr key={`${i}-${l.batchNumber}`}>
              <Table.Td>{l.drugName}</Table.Td>
              <Table.Td>{l.hsn.slice(0, 4)}</Table.Td>
              <Table.Td>
                {l.batchNumber} · {formatDay(l.expiryDate)}
              </Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right">{l.gstRate}%</Table.Td>
              <Table.Td ta="right">{formatPaise(l.amountPaise)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          Taxable {formatPaise(s.taxablePaise)} · CGST {formatPaise(s.cgstPaise)} · SGST {formatPaise(s.sgstPaise)} ·
          Round off {formatPaise(s.roundOffPaise)}
        </Text>
        <Text fw={700}>Total {formatPaise(s.totalPaise)}</Text>
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="sm" c="dimmed">
          Paid by {s.payment.mode}
          {s.payment.reference ? ` (${s.payment.reference})` : ''} · receipt {s.payment.receiptNumber}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => print('A5')}>
            Print A5
          </Button>
          <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => print('80mm')}>
            Print 80 mm
          </Button>
        </Group>
      </Group>
      {printer.element}
    </Paper>
  );
}
