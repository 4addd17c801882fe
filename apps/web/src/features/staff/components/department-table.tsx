import type { Department } from '@clinic/shared/staff';
import { Badge, Button } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

const whole = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** The clinic's departments: whether patients are admitted under each, and whether it is still in use. */
export function DepartmentTable({
  departments,
  onEdit,
}: {
  departments: Department[];
  onEdit: (d: Department) => void;
}) {
  const columns: Column<Department>[] = [
    { header: 'Department', cell: (d) => <strong>{d.name}</strong> },
    { header: 'Admits inpatients', cell: (d) => (d.admits ? 'Yes' : 'No'), nowrap: true },
    {
      header: 'Status',
      nowrap: true,
      cell: (d) => (
        <Badge color={d.isActive ? 'green' : 'gray'} variant="dot" styles={whole}>
          {d.isActive ? 'Active' : 'Retired'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (d) => (
        <Button size="compact-sm" variant="subtle" onClick={() => onEdit(d)} aria-label={`Edit ${d.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return <DataTable rows={departments} columns={columns} rowKey={(d) => d._id} label="Departments" />;
}
