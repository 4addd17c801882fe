import type { Manufacturer, Supplier } from '@clinic/shared/inventory';
import { Button, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

const editButton = (label: string, onEdit: () => void) => (
  <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={`Edit ${label}`}>
    Edit
  </Button>
);
const bold = (text: string) => (
  <Text fw={600} size="sm">
    {text}
  </Text>
);

/** Manufacturers Directory (001 §2): brand name, address, city, state, Edit. */
export function ManufacturerTable({ rows, onEdit }: { rows: Manufacturer[]; onEdit: (m: Manufacturer) => void }) {
  const columns: Column<Manufacturer>[] = [
    { header: 'Brand Name', cell: (m) => bold(m.brandName) },
    { header: 'Address', cell: (m) => m.address, truncate: 320, text: (m) => m.address },
    { header: 'City', cell: (m) => m.city },
    { header: 'State', cell: (m) => m.state, nowrap: true },
    { header: 'Actions', cell: (m) => editButton(m.brandName, () => onEdit(m)) },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(m) => m._id} label="Manufacturers" minWidth={600} />;
}

/** Suppliers Directory (001 §2): name, GST number, region, phone, due date for bill, Edit. */
export function SupplierTable({ rows, onEdit }: { rows: Supplier[]; onEdit: (s: Supplier) => void }) {
  const columns: Column<Supplier>[] = [
    { header: 'Name', cell: (s) => bold(s.name) },
    {
      header: 'GST Number',
      cell: (s) => (
        <Text ff="monospace" size="sm">
          {s.gstNumber || '—'}
        </Text>
      ),
      nowrap: true,
    },
    { header: 'Region', cell: (s) => s.regionType },
    { header: 'Phone Number', cell: (s) => s.phoneNumber || '—', nowrap: true },
    { header: 'Due Date for Bill', cell: (s) => s.dueDate, priority: 2 },
    { header: 'Actions', cell: (s) => editButton(s.name, () => onEdit(s)) },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(s) => s._id} label="Suppliers" minWidth={600} />;
}
