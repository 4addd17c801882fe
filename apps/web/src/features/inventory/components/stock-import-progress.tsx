import type { StockImport } from '@clinic/shared/inventory';
import { stockImportStatus } from '@clinic/shared/status';
import { Alert, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

const count = (n: number) => n.toLocaleString('en-IN');

/** Where a running import stands: rows read into the server, then the stock being added. */
export function StockImportProgress({ state }: { state: StockImport }) {
  const read = state.totalRows > 0 ? (state.stagedRows / state.totalRows) * 100 : 0;
  const percent = state.status === 'Staging' ? read * 0.6 : state.status === 'Applying' ? 80 : 100;
  const running = state.status === 'Staging' || state.status === 'Applying';
  const rows = Object.entries(state.errors).map(([row, reason]) => `${row}: ${reason}`);
  return (
    <Paper withBorder p="md" radius="md" aria-label="Import progress">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>
            {state.status === 'Staging'
              ? `Rows read: ${count(state.stagedRows)} of ${count(state.totalRows)}`
              : state.status === 'Applying'
                ? `Adding the stock of ${count(state.totalRows)} rows`
                : state.message}
          </Text>
          <StatusBadge machine={stockImportStatus} status={state.status} />
        </Group>
        <Progress
          value={percent}
          color={state.status === 'Failed' ? 'red' : state.status === 'Completed' ? 'green' : 'blue'}
          animated={running}
          aria-label="Import progress bar"
        />
        {state.status === 'Failed' && rows.length > 0 && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {rows.join('\n')}
          </Alert>
        )}
        {running && (
          <Text size="sm" c="dimmed">
            Other staff can keep working while the file is imported. All rows are imported, or none.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
