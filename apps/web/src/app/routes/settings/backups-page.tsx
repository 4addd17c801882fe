import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { backupOverviewQuery, useBackUpNow } from '../../../features/backups/api/backups.queries.ts';
import { BackupRunsTable, formatSize } from '../../../features/backups/components/backup-runs-table.tsx';
import { BackupScheduleForm } from '../../../features/backups/components/backup-schedule-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The clinic administrator's backups: the last good one, what needs attention, the schedule and the recent runs. */
export function BackupsPage() {
  const overview = useQuery(backupOverviewQuery);
  const backUp = useBackUpNow();
  const running = overview.data?.runs.some((r) => r.status === 'running') ?? false;
  const startNow = () =>
    backUp.mutate(undefined, {
      onSuccess: () => toast.success('Backup started'),
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to start the backup'),
    });
  return (
    <>
      <PageHeader
        title="Backups"
        subtitle="The whole database, checksummed; restore with npm run restore"
        actions={
          <Button onClick={startNow} loading={backUp.isPending || running} disabled={running}>
            Back up now
          </Button>
        }
      />
      <QueryState query={overview} error="Failed to load the backups. Please try again.">
        {(data) => (
          <Stack gap="lg">
            {data.warning && (
              <Alert color="orange" title="Backups need attention">
                {data.warning}
              </Alert>
            )}
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="xs">
                Last good backup
              </Title>
              {data.lastGood ? (
                <Text>
                  {formatDateTime(data.lastGood.finishedAt ?? data.lastGood.startedAt)} ·{' '}
                  {formatSize(data.lastGood.bytes ?? 0)} ·{' '}
                  <Text span ff="monospace" size="sm">
                    {data.lastGood.file}
                  </Text>
                </Text>
              ) : (
                <Text c="dimmed">None yet</Text>
              )}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="sm">
                Schedule
              </Title>
              <BackupScheduleForm schedule={data.schedule} folder={data.folder} />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h5">
                  Recent backups
                </Title>
              </Group>
              <BackupRunsTable runs={data.runs} />
            </Paper>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
