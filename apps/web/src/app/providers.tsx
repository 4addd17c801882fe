import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { authKeys } from '../features/auth/api/auth.queries.ts';
import { ApiError, setForbiddenHandler, setUnauthorizedHandler } from '../lib/api-client.ts';
import { theme } from './theme.ts';

/**
 * The toasts' container, loaded after the first page draws (issue 34): a toast raised before it
 * arrives waits in the notifications store and shows once it mounts.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, err) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  // A 401 anywhere means the session is gone: forget everything; the guard then sends the user
  // to /login, remembering where they were.
  setUnauthorizedHandler(() => {
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    client.setQueryData(authKeys.me, null);
  });
  setForbiddenHandler(() => void client.invalidateQueries({ queryKey: authKeys.me }));
  return client;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={5000} />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
