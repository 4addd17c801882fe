import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

/** A full-page message with Go to Home and Go Back (access denied, not found). */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Box mih="100vh" bg="gray.0">
      <Center mih="100vh" p="md">
        <Paper withBorder radius="lg" p="xl" maw={520} w="100%" shadow="xs">
          <Stack align="center" ta="center" gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
            <Group mt="md">
              <Button component={Link} to="/">
                Go to Home
              </Button>
              <Button variant="default" onClick={() => void navigate(-1)}>
                Go Back
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}

export function MessageText({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
