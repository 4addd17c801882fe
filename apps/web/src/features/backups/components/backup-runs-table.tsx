import type { BackupRun } from '@clinic/shared/backups';
import { Badge, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

const STATUS = {
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
} as const;

/** "5.2 MB": sizes in the units a person reads. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

function duration(run: BackupRun): string {
  if (!run.finishedAt) return '—';
  const seconds = (new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()) / 1000;
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds / 60)} min`;
}

/** The recent backups, newest first: when, how, the result, the file and its size. */
export function BackupRunsTable({ runs }: { runs: BackupRun[] }) {
  if (runs.length === 0) return <Text c="dimmed">No backups yet</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>How</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>File</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th ta="right">Took</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.startedAt)}</Table.Td>
              <Table.Td>{run.trigger === 'schedule' ? 'Scheduled' : `By ${run.startedBy ?? 'staff'}`}</Table.Td>
              <Table.Td>
                <Badge color={STATUS[run.status].color} variant="light">
                  {STATUS[run.status].label}
                </Badge>
                {run.error && (
                  <Text size="xs" c="red" mt={4}>
                    {run.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {run.file ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {run.bytes === null ? '—' : formatSize(run.bytes)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {duration(run)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
