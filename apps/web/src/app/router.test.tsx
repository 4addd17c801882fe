import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/server.ts';
import { appRoutes } from './router.tsx';
import { theme } from './theme.ts';

afterEach(() => vi.restoreAllMocks());

describe('route map', () => {
  it('loads a lazy screen on a full page load without React Router warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } },
          { status: 401 },
        ),
      ),
      http.get('/api/auth/demo-accounts', () => HttpResponse.json([])),
    );
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/reception/patient-master'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });
});
