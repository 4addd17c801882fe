import { AUDIT_ACTION_LABELS, type AuditEntry } from '@clinic/shared/audit';
import { isRole, ROLE_LABELS } from '@clinic/shared/auth';
import { Badge, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The record types the server audits, for the filter and the Record column. */
export const ENTITY_TYPES = [
  { value: 'staff', label: 'Staff' },
  { value: 'session', label: 'Sign-in' },
  { value: 'clinic', label: 'Clinic profile' },
  { value: 'backup', label: 'Backup' },
  { value: 'backup_schedule', label: 'Backup schedule' },
  { value: 'patient', label: 'Patient' },
  { value: 'referral', label: 'Referral' },
  { value: 'service', label: 'Service' },
  { value: 'charge', label: 'Charge' },
  { value: 'appointment', label: 'Appointment' },
  { value: 'vitals', label: 'Vitals' },
  { value: 'encounter', label: 'Consultation' },
  { value: 'prescription_template', label: 'Prescription template' },
  { value: 'manufacturer', label: 'Manufacturer' },
  { value: 'supplier', label: 'Supplier' },
  { value: 'drug', label: 'Drug' },
  { value: 'stock_entry', label: 'Stock entry' },
  { value: 'stock_adjustment', label: 'Stock adjustment' },
  { value: 'stock_import', label: 'Stock import' },
  { value: 'payment', label: 'Payment' },
];

const COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', cell: (e) => formatDateTime(e.at), nowrap: true },
  {
    header: 'Who',
    cell: (e) => (
      <>
        <Text size="sm">{e.actorName ?? 'Unknown'}</Text>
        {e.actorRole && (
          <Text size="xs" c="dimmed">
            {isRole(e.actorRole) ? ROLE_LABELS[e.actorRole] : e.actorRole}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Action',
    nowrap: true,
    cell: (e) => (
      <Badge
        variant="light"
        color={e.action === 'sign_in_failed' ? 'red' : 'teal'}
        styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
      >
        {AUDIT_ACTION_LABELS[e.action]}
      </Badge>
    ),
  },
  { header: 'Record', cell: (e) => ENTITY_TYPES.find((t) => t.value === e.entityType)?.label ?? e.entityType },
  { header: 'Summary', cell: (e) => e.summary, truncate: 360, text: (e) => e.summary },
  { header: 'Address', cell: (e) => e.ip ?? '—', nowrap: true, priority: 3 },
];

/** Audit entries, newest first: when, who (with role), action, record type, summary and address. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return <DataTable rows={entries} columns={COLUMNS} rowKey={(e) => e._id} label="Audit trail" minWidth={720} />;
}
