import { roleNamesOf } from '@clinic/shared/auth';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { meQuery } from '../../features/auth/api/auth.queries.ts';

/** The signed-in user's own account: who they are and which areas they may enter. */
export function AccountPage() {
  const { data: user } = useQuery(meQuery);
  if (!user) return null;
  return (
    <>
      <PageHeader title="My account" />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Stack gap="xs">
          <Text>
            <Text span c="dimmed" w={80} display="inline-block">
              Name
            </Text>
            {user.name}
          </Text>
          <Text>
            <Text span c="dimmed" w={80} display="inline-block">
              Email
            </Text>
            {user.email}
          </Text>
          <Group gap="xs">
            <Text span c="dimmed" w={80}>
              Roles
            </Text>
            {roleNamesOf(user).map((name) => (
              <Badge key={name} variant="light">
                {name}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
