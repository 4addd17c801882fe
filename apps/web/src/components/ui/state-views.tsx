import { Center, Loader, Stack, Text } from '@mantine/core';
import { ErrorPanel } from './error-panel.tsx';
import type { ReactNode } from 'react';

export function LoadingView({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function EmptyView({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}

type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

/**
 * The states every screen has (spec 001 §4): a spinner while loading, the error with Try Again,
 * the empty view when `isEmpty` says so, and otherwise the content built from the data.
 */
export function QueryState<T>({
  query,
  error,
  isEmpty,
  empty,
  loadingLabel,
  children,
}: {
  query: QueryLike<T>;
  error: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingView label={loadingLabel} />;
  if (query.isError || query.data === undefined)
    return <ErrorPanel message={error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
