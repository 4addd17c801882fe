import type { WorkQueue } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { workQueueQueries } from '../api/work-queue.queries.ts';
import { useBillPrint } from './bill-print-buttons.tsx';
import { OpBillDialog } from './op-bill-dialog.tsx';
import { PatientCell, QueueSection } from './work-queue-section.tsx';

type Row = WorkQueue['unbilled'][number];

/** Patients whose OP charges are on no bill yet, oldest first; "Bill" opens the OP bill dialog and prints the original. */
export function UnbilledCharges() {
  const can = useCan();
  const unbilled = useQuery({ ...workQueueQueries.queue(), select: (q) => q.unbilled });
  const [billing, setBilling] = useState<string | null>(null);
  const original = useBillPrint();
  const columns: Column<Row>[] = [
    { header: 'Patient', cell: (r) => <PatientCell name={r.patientName} mrn={r.mrn} /> },
    { header: 'Charges', cell: (r) => r.charges, align: 'right', nowrap: true },
    { header: 'Amount', cell: (r) => formatPaise(r.amountPaise), align: 'right', nowrap: true },
    { header: 'Since', cell: (r) => formatDateTime(r.since), nowrap: true },
  ];
  if (can('op-bills.bill'))
    columns.push({
      header: 'Action',
      cell: (r) => (
        <Button size="xs" leftSection={<IconReceipt size={14} />} onClick={() => setBilling(r.patientId)}>
          Bill
        </Button>
      ),
      nowrap: true,
    });
  return (
    <QueueSection title="Unbilled OP charges" count={unbilled.data?.length}>
      <QueryState
        query={unbilled}
        error="Failed to load unbilled OP charges. Please try again."
        loadingLabel="Loading unbilled OP charges"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No OP charges waiting for a bill" />}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(r) => r.patientId} label="Unbilled OP charges" />}
      </QueryState>
      {billing && (
        <OpBillDialog
          patientId={billing}
          onClose={() => setBilling(null)}
          onBilled={(bill, paper) => {
            setBilling(null);
            original.print({ bill, paper, copy: 'original' });
          }}
        />
      )}
      {original.element}
    </QueueSection>
  );
}
