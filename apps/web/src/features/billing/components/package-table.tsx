import { BED_CLASSES, BED_CLASS_LABELS, type CarePackage } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Badge, Button, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

const whole = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** The packages: code and name, whose list, price by room category, what they include, and whether offered. */
export function PackageTable({ packages, onEdit }: { packages: CarePackage[]; onEdit: (p: CarePackage) => void }) {
  const columns: Column<CarePackage>[] = [
    { header: 'Code', cell: (p) => <strong>{p.code}</strong>, nowrap: true },
    {
      header: 'Package',
      cell: (p) => (
        <>
          {p.name}
          <Text size="xs" c="dimmed">
            {p.payerName ?? "Hospital's own"}
          </Text>
        </>
      ),
    },
    {
      header: 'Price by room category',
      cell: (p) =>
        BED_CLASSES.flatMap((c) => {
          const price = p.prices[c];
          return price ? [`${BED_CLASS_LABELS[c]} ${formatPaise(price)}`] : [];
        }).join(' · '),
    },
    { header: 'Room days', cell: (p) => p.roomDays, nowrap: true },
    {
      header: 'Includes',
      cell: (p) =>
        [...p.inclusions.map((i) => i.label), ...p.exclusions.map((e) => `not ${e.label}`)].join(', ') || '—',
    },
    {
      header: 'Status',
      nowrap: true,
      cell: (p) => (
        <Badge color={p.isActive ? 'green' : 'gray'} variant="dot" styles={whole}>
          {p.isActive ? 'Offered' : 'Retired'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (p) => (
        <Button size="compact-sm" variant="subtle" onClick={() => onEdit(p)} aria-label={`Edit ${p.code}`}>
          Edit
        </Button>
      ),
    },
  ];
  return <DataTable rows={packages} columns={columns} rowKey={(p) => p._id} label="Packages" />;
}
