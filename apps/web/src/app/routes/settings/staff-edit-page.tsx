import { ConsultingHoursEditor } from '../../../features/appointments/components/consulting-hours-editor.tsx';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { staffQueries, useResetPassword, useUpdateStaff } from '../../../features/staff/api/staff.queries.ts';
import { applyServerErrors, StaffForm } from '../../../features/staff/components/staff-form.tsx';
import { TemporaryPasswordModal } from '../../../features/staff/components/temporary-password-modal.tsx';

export function StaffEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const staff = useQuery(staffQueries.detail(id));
  const update = useUpdateStaff(id);
  const reset = useResetPassword(id);
  const [error, setError] = useState<string>();
  const [confirmReset, setConfirmReset] = useState(false);
  const [newPassword, setNewPassword] = useState<string>();

  if (staff.isPending) return <LoadingView />;
  if (staff.isError) {
    const message =
      staff.error instanceof ApiError && staff.error.status === 404
        ? 'Staff member not found'
        : 'Failed to load staff member. Please try again.';
    return <ErrorPanel message={message} onRetry={() => void staff.refetch()} />;
  }
  const s = staff.data;
  return (
    <>
      <PageHeader title="Edit Staff" subtitle={s.email} />
      <StaffForm
        key={s.updatedAt}
        mode="edit"
        busy={update.isPending}
        error={error}
        defaultValues={{
          name: s.name,
          email: s.email,
          phone: s.phone ?? '',
          roles: s.roles,
          customRoleIds: s.customRoles.map((r) => r._id),
          speciality: s.speciality,
          qualification: s.qualification ?? '',
          registrationNumber: s.registrationNumber ?? '',
          consultationFeePaise: s.consultationFeePaise,
          followUp: s.followUp ?? null,
          isActive: s.isActive,
        }}
        onCancel={() => void navigate('/settings/staff')}
        onSubmit={(values, setFieldError) => {
          setError(undefined);
          update.mutate(values, {
            onSuccess: () => {
              toast.success('Staff member updated successfully!');
              void navigate('/settings/staff');
            },
            onError: (err) => {
              const message = applyServerErrors(err, setFieldError);
              setError(message);
              if (message) toast.error(message);
            },
          });
        }}
      />
      {s.roles.includes('doctor') && s.isActive && (
        <>
          <Divider my="xl" maw={720} />
          <ConsultingHoursEditor doctorId={s._id} doctorName={s.name} />
        </>
      )}
      <Divider my="xl" maw={720} />
      <Stack maw={720} gap="xs">
        <Title order={2} size="h4">
          Password
        </Title>
        <Text size="sm" c="dimmed">
          A reset signs {s.name} out everywhere and gives a new temporary password to be changed at next sign-in.
        </Text>
        <Group>
          <Button variant="light" color="orange" onClick={() => setConfirmReset(true)}>
            Reset password
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirmReset} onClose={() => setConfirmReset(false)} title="Reset password?" centered>
        <Text size="sm" mb="md">
          Are you sure you want to reset the password of {s.name}?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmReset(false)}>
            Cancel
          </Button>
          <Button
            color="orange"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: ({ temporaryPassword }) => {
                  setConfirmReset(false);
                  setNewPassword(temporaryPassword);
                },
                onError: () => toast.error('Failed to reset the password'),
              })
            }
          >
            Reset password
          </Button>
        </Group>
      </Modal>
      <TemporaryPasswordModal name={s.name} password={newPassword} onClose={() => setNewPassword(undefined)} />
    </>
  );
}
