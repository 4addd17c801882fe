import { Alert, Anchor, Box, Center, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { meQuery } from '../../features/auth/api/auth.queries.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { landingFor } from '../areas.ts';

/** Where a user with a temporary password is held until they choose their own; also reachable from the header. */
export function ChangePasswordPage() {
  const { data: user } = useQuery(meQuery);
  const navigate = useNavigate();
  if (!user) return null;
  const forced = user.mustChangePassword;
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Paper withBorder radius="lg" p="xl" w="100%" maw={440} shadow="xs">
          <Title order={1} size="h3" mb="xs">
            Change password
          </Title>
          {forced ? (
            <Alert color="teal" variant="light" mb="md">
              Welcome, {user.name}. You signed in with a temporary password; please choose your own to continue.
            </Alert>
          ) : (
            <Text c="dimmed" size="sm" mb="md">
              Other devices signed in to your account will be signed out.
            </Text>
          )}
          <ChangePasswordForm
            onChanged={() => {
              notifications.show({ color: 'green', message: 'Password changed successfully!', autoClose: 3000 });
              void navigate(landingFor(user), { replace: true });
            }}
          />
          {!forced && (
            <Anchor component={Link} to={landingFor(user)} size="sm" mt="md" display="block">
              Back
            </Anchor>
          )}
        </Paper>
      </Center>
    </Box>
  );
}
