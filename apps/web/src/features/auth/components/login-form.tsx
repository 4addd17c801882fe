import { FILL_ALL_FIELDS, loginSchema, type LoginInput, type SessionUser } from '@clinic/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/auth.queries.ts';

export type LoginFormHandle = { fill: (values: LoginInput) => void };

/** Sign-in form of 001 §2: name, email and password, one banner for errors. */
export function LoginForm({
  onSignedIn,
  ref,
}: {
  onSignedIn: (user: SessionUser) => void;
  ref?: Ref<LoginFormHandle>;
}) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { name: '', email: '', password: '' },
    shouldFocusError: true,
  });
  const login = useLogin();

  useImperativeHandle(ref, () => ({
    fill: (values) => {
      form.reset(values);
      login.reset();
    },
  }));

  const submit = form.handleSubmit((values) => login.mutate(values, { onSuccess: ({ user }) => onSignedIn(user) }));
  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;
  const serverError =
    login.error instanceof ApiError
      ? login.error.message
      : login.error
        ? 'Login failed. Please check your credentials.'
        : undefined;
  const banner = hasFieldErrors ? FILL_ALL_FIELDS : serverError;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {banner && (
          <Alert color="red" role="alert" variant="light">
            {banner}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.register('name')} />
        <TextInput label="Email" type="email" autoComplete="username" withAsterisk {...form.register('email')} />
        <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...form.register('password')} />
        <Button type="submit" disabled={login.isPending} fullWidth size="md">
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
