import type { IpPrescription } from '@clinic/shared/pharmacy';
import { Button } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Inpatient orders waiting at the pharmacy: IP number, patient, bed, the medicine, and what went to the ward. */
export function IpPrescriptionTable({
  rows,
  onIssue,
}: {
  rows: IpPrescription[];
  onIssue: (row: IpPrescription) => void;
}) {
  const columns: Column<IpPrescription>[] = [
    { header: 'IP Number', cell: (r) => r.ipNumber, nowrap: true },
    { header: 'Patient', cell: (r) => r.patientName, truncate: 180, text: (r) => `${r.patientName} ${r.mrn}` },
    {
      header: 'Bed',
      cell: (r) => `${r.ward} · ${r.bedNumber}`,
      truncate: 160,
      text: (r) => `${r.ward} bed ${r.bedNumber}`,
    },
    { header: 'Medicine', cell: (r) => r.drugName, truncate: 220, text: (r) => r.drugName },
    {
      header: 'Dose',
      cell: (r) => `${r.dose} · ${r.route} · ${r.frequency}`,
      truncate: 180,
      text: (r) => r.dose,
      priority: 2,
    },
    { header: 'Ordered', cell: (r) => formatDateTime(r.orderedAt), nowrap: true, priority: 3 },
    { header: 'Issued', cell: (r) => r.issuedQuantity, align: 'right' },
    {
      header: 'Action',
      cell: (r) => (
        <Button size="compact-xs" onClick={() => onIssue(r)}>
          Issue
        </Button>
      ),
    },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r.orderId} label="IP prescriptions" />;
}
