import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** The Refresh button of list screens; spins while the list reloads. */
export function RefreshButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button variant="light" leftSection={<IconRefresh size={16} />} loading={loading} onClick={onClick}>
      Refresh
    </Button>
  );
}
