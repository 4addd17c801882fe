import { Paper, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** A screen whose issue has not landed yet: its title and a short note, nothing pretend. */
export function PendingScreen({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Clinic Management`;
  }, [title]);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h5">
          This screen is being built
        </Title>
        <Text c="dimmed" size="sm">
          It will be available in an upcoming update. Use the menu to reach the screens that are ready.
        </Text>
      </Paper>
    </>
  );
}
