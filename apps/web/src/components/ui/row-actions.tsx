import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/**
 * View, Edit and Delete for a list row. A `locked` row (a verified invoice) offers View only:
 * what cannot be done is not offered.
 */
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
      {!locked && (
        <>
          <Button component={Link} to={editTo} size="compact-sm" variant="subtle">
            Edit
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
            Delete
          </Button>
        </>
      )}
    </Group>
  );
}
