import type { CustomRole, RolesReply } from '@clinic/shared/auth';
import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { rolesQueries, useDeleteRole, useSaveRole } from '../../../features/roles/api/roles.queries.ts';
import { PermissionPicker } from '../../../features/roles/components/permission-picker.tsx';
import { applyRoleErrors, RoleForm } from '../../../features/roles/components/role-form.tsx';
import { BuiltInRolesTable, CustomRolesTable } from '../../../features/roles/components/roles-tables.tsx';

type Editing = { role?: CustomRole } | null;

/** Settings → Roles: the built-in roles to read, and the clinic's own to make, change and delete. */
export function RolesPage() {
  const roles = useQuery(rolesQueries.list());
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<RolesReply['builtIn'][number] | null>(null);
  const [deleting, setDeleting] = useState<CustomRole | null>(null);
  const [error, setError] = useState<string>();
  const save = useSaveRole(editing?.role?._id);
  const remove = useDeleteRole();
  const close = () => {
    setEditing(null);
    setError(undefined);
  };
  return (
    <>
      <PageHeader
        title="Roles"
        subtitle="What each role may do; staff get roles under Settings → Staff"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
            New role
          </Button>
        }
      />
      <QueryState query={roles} error="Failed to load roles. Please try again.">
        {(data) => (
          <Stack>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h5" mb="sm">
                The clinic&apos;s roles
              </Title>
              <CustomRolesTable roles={data.custom} onEdit={(role) => setEditing({ role })} onDelete={setDeleting} />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h5" mb={4}>
                Built-in roles
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                These come with the system and cannot be changed; the clinic administrator holds every permission.
              </Text>
              <BuiltInRolesTable roles={data.builtIn} onView={setViewing} />
            </Paper>
          </Stack>
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={close} title={editing?.role ? 'Edit role' : 'New role'} size="xl">
        {editing !== null && (
          <RoleForm
            key={editing.role?._id ?? 'new'}
            busy={save.isPending}
            error={error}
            defaultValues={{
              name: editing.role?.name ?? '',
              description: editing.role?.description ?? '',
              permissions: editing.role?.permissions ?? [],
            }}
            onCancel={close}
            onSubmit={(values, setFieldError) =>
              save.mutate(values, {
                onSuccess: (saved) => {
                  toast.success(`Role ${saved.name} saved`);
                  close();
                },
                onError: (err) => {
                  const message = applyRoleErrors(err, setFieldError);
                  setError(message);
                  if (message) toast.error(message);
                },
              })
            }
          />
        )}
      </Modal>
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={viewing?.name} size="xl">
        {viewing && <PermissionPicker value={viewing.permissions} readOnly />}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete role"
        message={`Delete the role ${deleting?.name ?? ''}? Nobody holds it.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(`Role ${deleting.name} deleted`);
              setDeleting(null);
            },
            onError: (err) => failed(err, 'Could not delete the role. Please try again.'),
          })
        }
      />
    </>
  );
}
