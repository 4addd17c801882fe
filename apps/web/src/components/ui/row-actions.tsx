import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** View, Edit and Delete for a list row; `locked` disables Edit and Delete (e.g. a verified invoice). */
export function RowActions({
  viewTo,
  editTo,
  onDelete,
  locked = false,
}: {
  viewTo: string;
  editTo: string;
  onDelete: () => void;
  locked?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button component={Link} to={viewTo} size="compact-sm" variant="subtle">
        View
      </Button>
      <Button component={Link} to={editTo} size="compact-sm" variant="subtle" disabled={locked}>
        Edit
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" disabled={locked} onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}
