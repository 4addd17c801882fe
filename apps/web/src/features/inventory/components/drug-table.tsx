import { stockText, type Drug } from '@clinic/shared/inventory';
import { formatRupees } from '@clinic/shared/money';
import { Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';

/** The drug catalogue (001 §2): the spec's columns, stock on hand, and View/Edit/Delete. */
export function DrugTable({ drugs, onDelete }: { drugs: Drug[]; onDelete: (drug: Drug) => void }) {
  const columns: Column<Drug>[] = [
    {
      header: 'Name',
      cell: (d) => (
        <Text fw={600} size="sm" truncate="end" maw={220} title={d.name}>
          {d.name}
        </Text>
      ),
    },
    { header: 'Manufacturer', cell: (d) => d.manufacturer, truncate: 160, text: (d) => d.manufacturer, priority: 2 },
    { header: 'Category', cell: (d) => d.category, truncate: 120, text: (d) => d.category },
    { header: 'Schedule', cell: (d) => d.schedule, nowrap: true },
    {
      header: 'HSN Code',
      cell: (d) => (
        <Text ff="monospace" size="sm">
          {d.hsn}
        </Text>
      ),
      priority: 3,
    },
    { header: 'Packing', cell: (d) => d.packing, priority: 3 },
    { header: 'Weight', cell: (d) => (d.weight === null ? '' : `${d.weight} ${d.measurement}`), priority: 3 },
    { header: 'GST (%)', cell: (d) => d.gst ?? '', align: 'right', priority: 2 },
    { header: 'MRP', cell: (d) => (d.mrp === null ? '' : formatRupees(d.mrp)), align: 'right', nowrap: true },
    { header: 'Stock', cell: (d) => stockText(d.stockOnHand, d.unitsPerPack), align: 'right', nowrap: true },
    {
      header: 'Actions',
      cell: (d) => (
        <RowActions
          viewTo={`/inventory/view-material-drug/${d._id}`}
          editTo={`/inventory/edit-material-drug/${d._id}`}
          onDelete={() => onDelete(d)}
        />
      ),
    },
  ];
  return <DataTable rows={drugs} columns={columns} rowKey={(d) => d._id} label="Drugs" minWidth={760} />;
}
