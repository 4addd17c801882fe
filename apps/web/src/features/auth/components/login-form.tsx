import { FILL_ALL_FIELDS, type LoginInput, type SessionUser } from '@clinic/shared/auth';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/auth.queries.ts';

export type LoginFormHandle = { fill: (values: LoginInput) => void };

const EMPTY: LoginInput = { name: '', email: '', password: '' };
const FIELDS = ['name', 'email', 'password'] as const;

/** The first empty field (name and email trimmed, as the shared `loginSchema` does), or null. */
function firstMissing(values: LoginInput): (typeof FIELDS)[number] | null {
  return FIELDS.find((field) => (field === 'password' ? values[field] : values[field].trim()) === '') ?? null;
}

/**
 * Sign-in form of 001 §2: name, email and password, one banner for errors. Three required fields
 * are checked here by hand rather than through the form library and zod, which the sign-in page
 * would otherwise load before it can draw (issue 34); the server checks them again.
 */
export function LoginForm({
  onSignedIn,
  ref,
}: {
  onSignedIn: (user: SessionUser) => void;
  ref?: Ref<LoginFormHandle>;
}) {
  const [values, setValues] = useState<LoginInput>(EMPTY);
  const [missing, setMissing] = useState(false);
  const inputs = useRef<Partial<Record<(typeof FIELDS)[number], HTMLInputElement | null>>>({});
  const login = useLogin();

  useImperativeHandle(ref, () => ({
    fill: (next) => {
      setValues(next);
      setMissing(false);
      login.reset();
    },
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = firstMissing(values);
    setMissing(empty !== null);
    if (empty) {
      inputs.current[empty]?.focus();
      return;
    }
    const input = { ...values, name: values.name.trim(), email: values.email.trim() };
    login.mutate(input, { onSuccess: ({ user }) => onSignedIn(user) });
  };
  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const serverError =
    login.error instanceof ApiError
      ? login.error.message
      : login.error
        ? 'Login failed. Please check your credentials.'
        : undefined;
  // Like a form library re-checking on change: the banner goes once every field is filled.
  const banner = missing && firstMissing(values) ? FILL_ALL_FIELDS : serverError;

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {banner && (
          <Alert color="red" role="alert" variant="light">
            {banner}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" maxLength={200} withAsterisk {...field('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={254}
          withAsterisk
          {...field('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={1024}
          withAsterisk
          {...field('password')}
        />
        <Button type="submit" disabled={login.isPending} fullWidth size="md">
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
