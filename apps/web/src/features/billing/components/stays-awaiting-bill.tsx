import type { WorkQueue } from '@clinic/shared/billing';
import { Anchor, Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { workQueueQueries } from '../api/work-queue.queries.ts';
import { PatientCell, QueueSection } from './work-queue-section.tsx';

type Row = WorkQueue['awaitingFinal'][number];

const columns: Column<Row>[] = [
  { header: 'IP No', cell: (r) => <strong>{r.ipNumber}</strong>, nowrap: true },
  { header: 'Patient', cell: (r) => <PatientCell name={r.patientName} mrn={r.mrn} /> },
  {
    header: 'Reason',
    cell: (r) => (
      <Badge variant="light" color={r.reason === 'Discharge initiated' ? 'orange' : 'grape'}>
        {r.reason}
      </Badge>
    ),
    nowrap: true,
  },
  { header: 'Since', cell: (r) => formatDateTime(r.since), nowrap: true },
  {
    header: 'Action',
    cell: (r) => (
      <Anchor component={Link} to={`/billing/bill?admission=${r.admissionId}`} size="sm" fw={600}>
        Open the bill
      </Anchor>
    ),
    nowrap: true,
  },
];

/** Stays whose discharge has begun without a final bill, or with charges after it, oldest first. */
export function StaysAwaitingBill() {
  const stays = useQuery({ ...workQueueQueries.queue(), select: (q) => q.awaitingFinal });
  return (
    <QueueSection title="Stays awaiting their bill" count={stays.data?.length}>
      <QueryState
        query={stays}
        error="Failed to load stays awaiting their bill. Please try again."
        loadingLabel="Loading stays awaiting their bill"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No stays awaiting their bill" />}
      >
        {(rows) => (
          <DataTable rows={rows} columns={columns} rowKey={(r) => r.admissionId} label="Stays awaiting their bill" />
        )}
      </QueryState>
    </QueueSection>
  );
}
