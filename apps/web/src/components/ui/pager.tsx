import { Group, Pagination, Text } from '@mantine/core';

/** "Showing 21–40 of 57" and page buttons for a server-paged list. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
  buttons,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** At most this many page buttons (around the current page), and "Page x of y". */
  buttons?: number;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        Showing {first}–{last} of {total}
        {buttons ? ` · Page ${page} of ${pages}` : ''}
      </Text>
      {pages > 1 &&
        (buttons ? (
          <Pagination
            value={page}
            total={pages}
            onChange={onChange}
            size="sm"
            siblings={Math.floor((buttons - 1) / 2)}
            boundaries={0}
          />
        ) : (
          <Pagination value={page} total={pages} onChange={onChange} size="sm" />
        ))}
    </Group>
  );
}
