import { backupScheduleSchema, type BackupSchedule } from '@clinic/shared/backups';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveBackupSchedule } from '../api/backups.queries.ts';

/** Daily automatic backup: on or off, the time of the clinic's day, and how many to keep. */
export function BackupScheduleForm({ schedule, folder }: { schedule: BackupSchedule; folder: string }) {
  const form = useForm<BackupSchedule>({ resolver: zodResolver(backupScheduleSchema), defaultValues: schedule });
  const save = useSaveBackupSchedule();
  const [error, setError] = useState<string>();
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((values) => {
    setError(undefined);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast.success('Backup schedule saved');
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : 'Failed to save the backup schedule'),
    });
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Backup schedule">
      <Stack gap="sm">
        {error && <Alert color="red">{error}</Alert>}
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label="Back up automatically every day"
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group align="flex-start" gap="md">
          <TextInput
            label="Time of day"
            type="time"
            w={160}
            error={errors.timeOfDay?.message}
            {...form.register('timeOfDay')}
          />
          <Controller
            control={form.control}
            name="keep"
            render={({ field }) => (
              <NumberInput
                label="Backups to keep"
                min={1}
                max={365}
                allowDecimal={false}
                clampBehavior="none"
                w={160}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value))}
                error={errors.keep?.message}
              />
            )}
          />
        </Group>
        <Text size="sm" c="dimmed">
          Backups are written to{' '}
          <Text span ff="monospace">
            {folder}
          </Text>{' '}
          on the server. Copy them to another disk or place regularly; a backup on the same disk is lost with it.
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
