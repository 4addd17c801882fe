import type { OrderWithPatient } from '@clinic/shared/encounters';
import { imagingOrderStatus, labOrderStatus } from '@clinic/shared/status';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const COLUMNS: Column<OrderWithPatient>[] = [
  { header: 'Ordered', cell: (o) => formatDateTime(o.orderedAt), nowrap: true },
  { header: 'Patient', cell: (o) => o.patientName, truncate: 220, text: (o) => o.patientName },
  { header: 'MRN', cell: (o) => o.mrn, nowrap: true },
  { header: 'Test', cell: (o) => o.serviceName, truncate: 260, text: (o) => o.serviceName },
  { header: 'Ordered by', cell: (o) => o.orderedBy, priority: 2, truncate: 180, text: (o) => o.orderedBy },
  {
    header: 'Status',
    nowrap: true,
    cell: (o) => (
      <StatusBadge machine={o.category === 'Laboratory' ? labOrderStatus : imagingOrderStatus} status={o.status} />
    ),
  },
];

/** Orders from consultations: when, patient, MRN, test or study, ordering doctor, status. */
export function OrdersTable({ orders, label }: { orders: OrderWithPatient[]; label: string }) {
  return <DataTable rows={orders} columns={COLUMNS} rowKey={(o) => o._id} label={label} minWidth={640} />;
}
