import type { AnyStatusMachine } from '@clinic/shared/status';
import { Badge } from '@mantine/core';

/**
 * A state drawn as its machine says (label and colour, from the shared package), never cut:
 * a badge keeps its whole label however narrow the column.
 */
export function StatusBadge({ machine, status }: { machine: AnyStatusMachine; status: string }) {
  const known = machine.isState(status);
  return (
    <Badge
      color={known ? machine.color(status as never) : 'gray'}
      variant="light"
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {known ? machine.label(status as never) : status}
    </Badge>
  );
}
