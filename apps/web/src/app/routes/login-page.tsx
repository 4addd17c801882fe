import { landingPathFor, type SessionUser } from '@clinic/shared/auth';
import { Box, Center, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { meQuery } from '../../features/auth/api/auth.queries.ts';
import { DemoAccounts } from '../../features/auth/components/demo-accounts.tsx';
import { LoginForm, type LoginFormHandle } from '../../features/auth/components/login-form.tsx';

/** Only same-app paths are returned to, never another site or the login page itself. */
function rememberedPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) {
    return undefined;
  }
  return from;
}

/**
 * Where a signed-in user goes: their role's area, or `/` (the landing page, which works out the
 * first area a user of the clinic's own roles may enter from the area list, kept off this page).
 */
function landing(user: SessionUser): string {
  return user.roles.length > 0 ? landingPathFor(user.roles) : '/';
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const formRef = useRef<LoginFormHandle>(null);
  const me = useQuery(meQuery);
  const from = rememberedPath(location.state);

  if (me.data) return <Navigate to={from ?? landing(me.data)} replace />;

  return (
    <Box mih="100vh" bg="gray.0" py={48} px="md">
      <Center>
        <Box w="100%" maw={880}>
          <Group gap="sm" mb="xl" justify="center">
            <ThemeIcon size={40} radius="md" aria-hidden>
              <svg viewBox="0 0 32 32" width="26" height="26">
                <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="currentColor" />
              </svg>
            </ThemeIcon>
            <Title order={1} size="h2">
              Clinic Management
            </Title>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder p="xl" radius="lg" shadow="xs">
              <Title order={2} size="h3" mb={4}>
                Sign in
              </Title>
              <Text size="sm" c="dimmed" mb="lg">
                Use the account your clinic administrator gave you.
              </Text>
              <LoginForm ref={formRef} onSignedIn={(user) => void navigate(from ?? landing(user), { replace: true })} />
            </Paper>
            <DemoAccounts onPick={({ name, email, password }) => formRef.current?.fill({ name, email, password })} />
          </SimpleGrid>
        </Box>
      </Center>
    </Box>
  );
}
