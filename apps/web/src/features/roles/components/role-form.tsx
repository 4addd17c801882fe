import { customRoleInputSchema, type CustomRoleInput } from '@clinic/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { setServerErrors } from '../../../lib/form-helpers.ts';
import { PermissionPicker } from './permission-picker.tsx';

/** Puts the server's answer on the form: a taken name on the name, field messages on their fields. */
export const applyRoleErrors = (err: unknown, setError: UseFormSetError<CustomRoleInput>) =>
  setServerErrors(setError, err, 'name');

/** A clinic's own role: its name, what it is for, and the permissions it grants. */
export function RoleForm({
  defaultValues,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  defaultValues: CustomRoleInput;
  busy: boolean;
  error: string | undefined;
  onSubmit: (values: CustomRoleInput, setError: UseFormSetError<CustomRoleInput>) => void;
  onCancel: () => void;
}) {
  const form = useForm<CustomRoleInput>({ resolver: zodResolver(customRoleInputSchema), defaultValues });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(values, form.setError));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Role">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Role name" withAsterisk {...form.register('name')} error={errors.name?.message} />
        <Textarea
          label="What it is for"
          autosize
          minRows={1}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <PermissionPicker value={field.value} onChange={field.onChange} error={errors.permissions?.message} />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save role'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
