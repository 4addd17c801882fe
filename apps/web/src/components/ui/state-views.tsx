import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function LoadingView({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function EmptyView({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}
