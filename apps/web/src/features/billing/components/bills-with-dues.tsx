import type { BillSummary, WorkQueue } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { billingQueries } from '../api/billing.queries.ts';
import { workQueueQueries } from '../api/work-queue.queries.ts';
import { BillPaymentDialog } from './bill-payment-dialog.tsx';
import { PatientCell, QueueSection } from './work-queue-section.tsx';

type Row = WorkQueue['dues'][number];

/** Final bills the patient still owes on, oldest first; "Take payment" settles one from here. */
export function BillsWithDues() {
  const can = useCan();
  const client = useQueryClient();
  const dues = useQuery({ ...workQueueQueries.queue(), select: (q) => q.dues });
  const [opening, setOpening] = useState<string | null>(null);
  const [paying, setPaying] = useState<BillSummary | null>(null);
  // The queue's row carries no amount paid, which the payment dialog shows: read the bill as it is now.
  const takePayment = async (billId: string) => {
    setOpening(billId);
    try {
      setPaying(await client.fetchQuery(billingQueries.bill(billId)));
    } catch (err) {
      failed(err, 'Failed to load the bill. Please try again.');
    } finally {
      setOpening(null);
    }
  };
  const oldest = can('bills.payments') ? dues.data?.[0] : undefined;
  useDeskShortcuts(
    oldest
      ? [
          {
            keys: KEYS.collect,
            label: `Collect payment on ${oldest.number}, the oldest bill with dues`,
            run: () => {
              if (opening === null) void takePayment(oldest.billId);
            },
          },
        ]
      : [],
  );
  const columns: Column<Row>[] = [
    {
      header: 'Bill No',
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={700}>
            {r.number}
          </Text>
          <Badge size="xs" variant="light" color={r.kind === 'IP' ? 'grape' : 'blue'}>
            {r.kind}
          </Badge>
        </Group>
      ),
      nowrap: true,
    },
    { header: 'Patient', cell: (r) => <PatientCell name={r.patientName} mrn={r.mrn} /> },
    { header: 'Total', cell: (r) => formatPaise(r.totalPaise), align: 'right', nowrap: true },
    {
      header: 'Balance',
      cell: (r) => (
        <Text size="sm" fw={700} c="red.8">
          {formatPaise(r.balancePaise)}
        </Text>
      ),
      align: 'right',
      nowrap: true,
    },
    { header: 'Date', cell: (r) => formatDateTime(r.finalizedAt), nowrap: true },
  ];
  if (can('bills.payments'))
    columns.push({
      header: 'Action',
      cell: (r) => (
        <Button
          size="xs"
          loading={opening === r.billId}
          disabled={opening !== null}
          onClick={() => void takePayment(r.billId)}
        >
          Take payment
        </Button>
      ),
      nowrap: true,
    });
  return (
    <QueueSection title="Bills with dues" count={dues.data?.length}>
      <QueryState
        query={dues}
        error="Failed to load bills with dues. Please try again."
        loadingLabel="Loading bills with dues"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No bills with dues" />}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.billId} label="Bills with dues" />}
      </QueryState>
      {paying && <BillPaymentDialog bill={paying} onClose={() => setPaying(null)} />}
    </QueueSection>
  );
}
