import {
  backupOverviewSchema,
  backupRunSchema,
  backupScheduleSchema,
  type BackupSchedule,
} from '@clinic/shared/backups';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export const backupKeys = { overview: ['backups', 'overview'] as const };

/** The schedule, the recent runs and the warning; re-read every few seconds while one runs. */
export const backupOverviewQuery = queryOptions({
  queryKey: backupKeys.overview,
  queryFn: ({ signal }) => api('/backups', { schema: backupOverviewSchema, signal }),
  refetchInterval: (query) => (query.state.data?.runs.some((r) => r.status === 'running') ? 2_000 : false),
});

export function useSaveBackupSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackupSchedule) =>
      api('/backups/schedule', { method: 'PUT', body: input, schema: backupScheduleSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: backupKeys.overview }),
  });
}

export function useBackUpNow() {
  return useIdempotentMutation(
    (_: void, idempotencyKey) => api('/backups', { method: 'POST', schema: backupRunSchema, idempotencyKey }),
    { invalidates: [backupKeys.overview] },
  );
}
