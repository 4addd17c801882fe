import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the billing desk's home: a named region (so it can be found by its title) with its count. */
export function QueueSection({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        {count !== undefined && count > 0 && (
          <Badge variant="light" aria-label={`${count} waiting`}>
            {count}
          </Badge>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/** A queue row's patient: the name, with the MRN under it. */
export function PatientCell({ name, mrn }: { name: string; mrn: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {mrn}
      </Text>
    </Stack>
  );
}
