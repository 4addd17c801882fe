import { Badge } from '@mantine/core';
import { formatDate } from '../../../lib/format.ts';

export const day = (iso: string) => formatDate(`${iso}T00:00:00`);
export const statusBadge = (status: string) => (
  <Badge color={status === 'Verified' ? 'green' : 'yellow'}>{status}</Badge>
);
