import type { Template } from '@clinic/shared/radiology';
import { ActionIcon, Anchor, Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const detailPath = (t: Template) => `/radiology/radiology-saved-templates-detail-views?id=${t._id}`;
const editPath = (t: Template) => `/radiology/create-templates?id=${t._id}`;

function Actions({ t, onDelete }: { t: Template; onDelete: (t: Template) => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon component={Link} to={editPath(t)} variant="subtle" aria-label={`Edit ${t.name}`}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${t.name}`} onClick={() => onDelete(t)}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Saved templates as cards, each with its modality, description, and edit and delete icons. */
export function TemplateCards({ templates, onDelete }: { templates: Template[]; onDelete: (t: Template) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {templates.map((t) => (
        <Card key={t._id} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={detailPath(t)} fw={600}>
              {t.name}
            </Anchor>
            <Actions t={t} onDelete={onDelete} />
          </Group>
          <Badge variant="outline" size="sm" mt={4}>
            {t.modality}
          </Badge>
          <Text size="sm" c="dimmed" mt="xs" lineClamp={2}>
            {t.description || 'No description'}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Saved templates as a table, with the same edit and delete icons. */
export function TemplateTable({ templates, onDelete }: { templates: Template[]; onDelete: (t: Template) => void }) {
  const columns: Column<Template>[] = [
    {
      header: 'Template name',
      cell: (t) => (
        <Anchor component={Link} to={detailPath(t)} fw={600}>
          {t.name}
        </Anchor>
      ),
    },
    { header: 'Modality', cell: (t) => t.modality, nowrap: true },
    { header: 'Description', cell: (t) => t.description || '—', truncate: 360, text: (t) => t.description },
    { header: 'Updated', cell: (t) => formatDateTime(t.updatedAt), nowrap: true, priority: 2 },
    { header: 'Actions', cell: (t) => <Actions t={t} onDelete={onDelete} />, nowrap: true },
  ];
  return <DataTable rows={templates} columns={columns} rowKey={(t) => t._id} label="Saved templates" />;
}
