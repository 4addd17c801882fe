import { formatRupees } from '@clinic/shared/money';
import type { Service } from '@clinic/shared/services';
import { Badge, Button, Group, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

/** The services catalogue: name and description, category, duration, price, status and the row's actions. */
export function ServicesTable({
  services,
  onAddToPatient,
  onEdit,
  onDelete,
}: {
  services: Service[];
  onAddToPatient: (service: Service) => void;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}) {
  const columns: Column<Service>[] = [
    {
      header: 'Name',
      cell: (s) => (
        <>
          <Text fw={600} size="sm">
            {s.name}
          </Text>
          {s.description && (
            <Text size="xs" c="dimmed" truncate="end" maw={320} title={s.description}>
              {s.description}
            </Text>
          )}
        </>
      ),
    },
    { header: 'Category', cell: (s) => s.category, nowrap: true },
    { header: 'Duration', cell: (s) => `${s.duration} min`, nowrap: true, priority: 2 },
    { header: 'Price', cell: (s) => formatRupees(s.price), align: 'right', nowrap: true },
    {
      header: 'Status',
      nowrap: true,
      cell: (s) => (
        <Badge color={s.isActive ? 'green' : 'gray'} variant="light" styles={{ label: { overflow: 'visible' } }}>
          {s.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            disabled={!s.isActive}
            onClick={() => onAddToPatient(s)}
            aria-label={`Add ${s.name} to patient`}
          >
            Add to patient
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => onEdit(s)} aria-label={`Edit ${s.name}`}>
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => onDelete(s)}
            aria-label={`Delete ${s.name}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return <DataTable rows={services} columns={columns} rowKey={(s) => s._id} label="Services" minWidth={720} />;
}
