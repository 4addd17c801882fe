import type { ResultFlag } from '@clinic/shared/lab';
import { Badge } from '@mantine/core';

const LOOK: Record<ResultFlag, { color: string; variant: 'light' | 'filled' }> = {
  Low: { color: 'blue', variant: 'light' },
  High: { color: 'orange', variant: 'light' },
  'Critical low': { color: 'red', variant: 'filled' },
  'Critical high': { color: 'red', variant: 'filled' },
};

/** Low, High or Critical beside a value; nothing for a normal one. */
export function ResultFlagBadge({ flag }: { flag: ResultFlag | null }) {
  if (!flag) return null;
  return (
    <Badge {...LOOK[flag]} styles={{ root: { flexShrink: 0 } }}>
      {flag}
    </Badge>
  );
}
