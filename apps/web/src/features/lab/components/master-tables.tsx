import { rangeText, type Group as LabGroup, type Parameter } from '@clinic/shared/lab';
import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

/** The normal value as the master shows it: each row's range, with whom it is for when not everyone. */
export function normalValue(p: Parameter): string {
  if (p.resultType === 'Text' && p.ranges.length === 0) return 'Text';
  return p.ranges
    .map((r) => {
      const who = [r.gender, r.age, r.specialCondition].filter((x) => x && x !== 'All').join(', ');
      return who ? `${who}: ${rangeText(r)}` : rangeText(r);
    })
    .join(' · ');
}

export function ParameterTable({ parameters }: { parameters: Parameter[] }) {
  const columns: Column<Parameter>[] = [
    { header: 'Parameter', cell: (p) => <strong>{p.name}</strong> },
    { header: 'Category', cell: (p) => p.category, nowrap: true },
    { header: 'Unit', cell: (p) => p.unit, nowrap: true },
    { header: 'Normal Value', cell: (p) => normalValue(p) || '—', truncate: 360, text: normalValue },
    { header: 'Method', cell: (p) => p.method || '—', priority: 2 },
    {
      header: 'Actions',
      cell: (p) => (
        <Button component={Link} to={`/lab/add-parameter?id=${p._id}`} size="compact-sm" variant="subtle">
          Edit
        </Button>
      ),
    },
  ];
  return <DataTable rows={parameters} columns={columns} rowKey={(p) => p._id} label="Test parameters" />;
}

export function GroupTable({ groups, onEdit }: { groups: LabGroup[]; onEdit: (group: LabGroup) => void }) {
  const members = (g: LabGroup) => g.parameters.map((p) => p.name).join(', ');
  const columns: Column<LabGroup>[] = [
    { header: 'Group', cell: (g) => <strong>{g.name}</strong> },
    { header: 'Service', cell: (g) => g.serviceName },
    { header: 'Sample', cell: (g) => g.sampleType || '—', priority: 2 },
    { header: 'Parameters', cell: members, truncate: 320, text: members },
    {
      header: 'Status',
      cell: (g) => (
        <Badge color={g.isActive ? 'green' : 'gray'} variant="light">
          {g.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
      nowrap: true,
    },
    {
      header: 'Actions',
      cell: (g) => (
        <Button size="compact-sm" variant="subtle" onClick={() => onEdit(g)}>
          Edit
        </Button>
      ),
    },
  ];
  return <DataTable rows={groups} columns={columns} rowKey={(g) => g._id} label="Test groups" />;
}
