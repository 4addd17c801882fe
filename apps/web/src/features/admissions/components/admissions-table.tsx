import type { Admission } from '@clinic/shared/admissions';
import { admissionStatus } from '@clinic/shared/status';
import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/** Inpatients (001 §3): MRN, IP number, name, age, gender, admitted by, bed; rows open `link(a)`. */
export function AdmissionsTable({
  rows,
  link,
  actions,
}: {
  rows: Admission[];
  link?: (a: Admission) => string;
  /** The spec's Action column (the admission note list), in place of the plain status. */
  actions?: (a: Admission) => ReactNode;
}) {
  const columns: Column<Admission>[] = [
    { header: 'MRN', cell: (a) => a.mrn, nowrap: true },
    { header: 'IP Number', cell: (a) => a.ipNumber, nowrap: true },
    {
      header: 'Name',
      cell: (a) =>
        link ? (
          <Anchor component={Link} to={link(a)} size="sm">
            {a.patientName}
          </Anchor>
        ) : (
          a.patientName
        ),
      truncate: 220,
      text: (a) => a.patientName,
    },
    { header: 'Age', cell: (a) => `${a.age} Y`, nowrap: true, priority: 2 },
    { header: 'Gender', cell: (a) => a.gender, priority: 3 },
    {
      header: 'Bed',
      cell: (a) => `${a.ward} · ${a.bedNumber}`,
      truncate: 200,
      text: (a) => `${a.ward}, room ${a.roomNumber}, bed ${a.bedNumber}`,
    },
    { header: 'Admitted by', cell: (a) => a.admittedBy, truncate: 160, text: (a) => a.admittedBy, priority: 2 },
    {
      header: 'Treating',
      cell: (a) => a.treatingDoctor,
      truncate: 160,
      text: (a) => [a.treatingDoctor, ...a.consultants.map((c) => `${c.name} (consulting)`)].join(', '),
      priority: 3,
    },
    { header: 'Admitted on', cell: (a) => formatDate(a.admittedOn), nowrap: true, priority: 3 },
    { header: 'Days', cell: (a) => a.daysAdmitted, align: 'right' },
    {
      header: 'Status',
      cell: (a) =>
        a.status === 'Discharged' && a.dischargedOn ? (
          <>
            <StatusBadge machine={admissionStatus} status={a.status} /> {formatDate(a.dischargedOn)}
          </>
        ) : (
          <>
            <StatusBadge machine={admissionStatus} status={a.status} />
            {a.isMlc && (
              <Badge ml={6} color="red" variant="light">
                MLC
              </Badge>
            )}
            {a.dischargeInitiatedAt && (
              <Badge ml={6} color="orange" variant="light">
                Discharge initiated
              </Badge>
            )}
          </>
        ),
      nowrap: true,
    },
  ];
  if (actions) columns.splice(-1, 1, { header: 'Action', cell: actions, nowrap: true });
  return <DataTable rows={rows} columns={columns} rowKey={(a) => a._id} label="Admissions" />;
}
