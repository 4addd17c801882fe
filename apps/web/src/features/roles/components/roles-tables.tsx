import type { CustomRole, RolesReply } from '@clinic/shared/auth';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { EmptyView } from '../../../components/ui/state-views.tsx';

type BuiltIn = RolesReply['builtIn'][number];

/** The built-in roles: each opens read-only, to see what it grants. */
export function BuiltInRolesTable({ roles, onView }: { roles: BuiltIn[]; onView: (role: BuiltIn) => void }) {
  const columns: Column<BuiltIn>[] = [
    {
      header: 'Role',
      cell: (r) => (
        <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onView(r)}>
          {r.name}
        </Anchor>
      ),
    },
    { header: 'Permissions', cell: (r) => r.permissions.length, align: 'right', nowrap: true },
    { header: 'Kind', cell: () => <Badge variant="light">Built-in</Badge>, nowrap: true },
  ];
  return <DataTable rows={roles} columns={columns} rowKey={(r) => r.key} label="Built-in roles" />;
}

/** The clinic's own roles, with who holds them; a held role cannot be deleted (the server says so too). */
export function CustomRolesTable({
  roles,
  onEdit,
  onDelete,
}: {
  roles: CustomRole[];
  onEdit: (role: CustomRole) => void;
  onDelete: (role: CustomRole) => void;
}) {
  if (roles.length === 0) return <EmptyView message="No roles of the clinic's own yet" />;
  const columns: Column<CustomRole>[] = [
    {
      header: 'Role',
      cell: (r) => (
        <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onEdit(r)}>
          {r.name}
        </Anchor>
      ),
    },
    {
      header: 'What it is for',
      cell: (r) => r.description ?? <Text c="dimmed">—</Text>,
      truncate: 320,
      text: (r) => r.description ?? '',
      priority: 2,
    },
    { header: 'Permissions', cell: (r) => r.permissions.length, align: 'right', nowrap: true },
    { header: 'Staff', cell: (r) => r.staffCount, align: 'right', nowrap: true },
    {
      header: 'Actions',
      nowrap: true,
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onEdit(r)}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={r.staffCount > 0}
            title={r.staffCount > 0 ? 'Held by staff' : undefined}
            onClick={() => onDelete(r)}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  return <DataTable rows={roles} columns={columns} rowKey={(r) => r._id} label="The clinic's roles" />;
}
