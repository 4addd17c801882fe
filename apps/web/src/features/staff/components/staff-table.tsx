import { roleNamesOf } from '@clinic/shared/auth';
import type { Staff } from '@clinic/shared/staff';
import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

const whole = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

const COLUMNS: Column<Staff>[] = [
  {
    header: 'Name',
    cell: (s) => (
      <Anchor component={Link} to={`/settings/staff/${s._id}`} fw={600} size="sm">
        {s.name}
      </Anchor>
    ),
  },
  { header: 'Email', cell: (s) => s.email, truncate: 220, text: (s) => s.email },
  { header: 'Phone', cell: (s) => s.phone ?? '—', nowrap: true, priority: 2 },
  {
    header: 'Roles',
    cell: (s) => (
      <Group gap={4}>
        {roleNamesOf(s).map((name) => (
          <Badge key={name} variant="light" size="sm" styles={whole}>
            {name}
          </Badge>
        ))}
      </Group>
    ),
  },
  { header: 'Speciality', cell: (s) => s.speciality ?? '—', priority: 2 },
  {
    header: 'Status',
    nowrap: true,
    cell: (s) => (
      <Badge color={s.isActive ? 'green' : 'gray'} variant="dot" styles={whole}>
        {s.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

/** Staff accounts: name (opens the account), email, phone, roles, speciality and whether they can sign in. */
export function StaffTable({ staff }: { staff: Staff[] }) {
  return <DataTable rows={staff} columns={COLUMNS} rowKey={(s) => s._id} label="Staff" minWidth={640} />;
}
