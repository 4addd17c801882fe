import type { AllergyClass } from '@clinic/shared/allergies';
import { Button, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The drug allergy classes with every ingredient shown: the checks match exactly these. */
export function AllergyClassTable({ classes, onEdit }: { classes: AllergyClass[]; onEdit: (c: AllergyClass) => void }) {
  const columns: Column<AllergyClass>[] = [
    { header: 'Class', cell: (c) => <strong>{c.name}</strong>, nowrap: true },
    {
      header: 'Ingredients',
      cell: (c) => (
        <Text size="sm">
          {c.ingredients.join(', ')}{' '}
          <Text span size="xs" c="dimmed">
            ({c.ingredients.length})
          </Text>
        </Text>
      ),
    },
    { header: 'Updated', cell: (c) => formatDate(c.updatedAt), nowrap: true, priority: 2 },
    {
      header: 'Actions',
      cell: (c) => (
        <Button size="compact-sm" variant="subtle" onClick={() => onEdit(c)} aria-label={`Edit ${c.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return <DataTable rows={classes} columns={columns} rowKey={(c) => c._id} label="Drug allergy classes" />;
}
