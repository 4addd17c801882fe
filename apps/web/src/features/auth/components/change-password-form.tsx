import { NEW_PASSWORD_SAME, passwordChangeFields } from '@clinic/shared/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

const formSchema = passwordChangeFields
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: NEW_PASSWORD_SAME })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type FormValues = z.infer<typeof formSchema>;

/** Current password, a new one of at least 10 characters, typed twice. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword();
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: onChanged,
        onError: (err) => {
          if (err instanceof ApiError) {
            for (const [field, message] of Object.entries(err.fields)) {
              if (field in formSchema.shape) form.setError(field as keyof FormValues, { message });
            }
          }
        },
      },
    ),
  );
  const generalError =
    change.error instanceof ApiError && Object.keys(change.error.fields).length === 0
      ? change.error.message
      : undefined;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
      <Stack>
        {generalError && <Alert color="red">{generalError}</Alert>}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description="At least 10 characters"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </Stack>
    </form>
  );
}
