import { Alert, Anchor } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { backupOverviewQuery } from '../api/backups.queries.ts';

/** On the administrator's dashboards: the last backup failed, is over a day old, or none exists. */
export function BackupWarning() {
  const { data } = useQuery(backupOverviewQuery);
  if (!data?.warning) return null;
  return (
    <Alert color="orange" icon={<IconDatabaseExclamation size={18} />} title="Backups need attention" mb="md">
      {data.warning}.{' '}
      <Anchor component={Link} to="/settings/backups">
        Open Backups
      </Anchor>
    </Alert>
  );
}
