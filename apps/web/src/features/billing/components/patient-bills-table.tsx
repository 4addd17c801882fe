import type { BillSummary } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { PaperMenu } from '../../../components/print/paper-menu.tsx';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { BillCorrectionDialog } from './bill-correction-dialog.tsx';
import { BillPaymentDialog } from './bill-payment-dialog.tsx';
import { useBillPrint } from './bill-print-buttons.tsx';
import { BillReceiptsDialog } from './bill-receipts-dialog.tsx';

/**
 * A patient's finalized bills with what was paid and what is still due; each can be reprinted (as
 * a duplicate), its receipts and refund vouchers printed, corrected, and a part-paid one settled.
 */
export function PatientBillsTable({ bills }: { bills: BillSummary[] }) {
  const can = useCan();
  const [correcting, setCorrecting] = useState<BillSummary | null>(null);
  const [paying, setPaying] = useState<BillSummary | null>(null);
  const [receipts, setReceipts] = useState<BillSummary | null>(null);
  const reprint = useBillPrint();
  const oldestDue = can('bills.payments')
    ? bills.filter((b) => b.balancePaise > 0).sort((a, b) => a.finalizedAt.localeCompare(b.finalizedAt))[0]
    : undefined;
  useDeskShortcuts(
    oldestDue
      ? [
          {
            keys: KEYS.collect,
            label: `Collect payment on ${oldestDue.number}, the oldest bill with dues`,
            run: () => setPaying(oldestDue),
          },
        ]
      : [],
  );
  const columns: Column<BillSummary>[] = [
    { header: 'Bill No', cell: (b) => <strong>{b.number}</strong>, nowrap: true },
    { header: 'Date', cell: (b) => formatDateTime(b.finalizedAt), nowrap: true },
    { header: 'Type', cell: (b) => `${b.kind} · ${b.documentType}` },
    { header: 'Total', cell: (b) => formatPaise(b.totalPaise), align: 'right', nowrap: true },
    { header: 'Paid', cell: (b) => formatPaise(b.paidPaise), align: 'right', nowrap: true },
    { header: 'Balance', cell: (b) => formatPaise(b.balancePaise), align: 'right', nowrap: true },
    {
      header: 'Actions',
      cell: (b) => (
        <Group gap="xs" wrap="nowrap">
          <PaperMenu label="Print" onPick={(paper) => void reprint.reprint(b._id, paper)} />
          <Button size="xs" variant="default" onClick={() => setReceipts(b)}>
            Receipts
          </Button>
          {b.balancePaise > 0 && can('bills.payments') && (
            <Button size="xs" onClick={() => setPaying(b)}>
              Take payment
            </Button>
          )}
          {can('bills.credit-note', 'bills.refund') && (
            <Button size="xs" variant="light" onClick={() => setCorrecting(b)}>
              Credit note / refund
            </Button>
          )}
        </Group>
      ),
      nowrap: true,
    },
  ];
  return (
    <>
      <DataTable rows={bills} columns={columns} rowKey={(b) => b._id} label="Bills" />
      {correcting && <BillCorrectionDialog summary={correcting} onClose={() => setCorrecting(null)} />}
      {paying && <BillPaymentDialog bill={paying} onClose={() => setPaying(null)} />}
      {receipts && <BillReceiptsDialog summary={receipts} onClose={() => setReceipts(null)} />}
      {reprint.element}
    </>
  );
}
