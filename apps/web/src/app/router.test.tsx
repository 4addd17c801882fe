import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/server.ts';
import { appRoutes, signedInRoutesOnDemand } from './router.tsx';
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
    // The signed-in routes are added on demand, as in the browser: the first path is not an open page.
    const router = createMemoryRouter(appRoutes(), {
      initialEntries: ['/reception/patient-master'],
      patchRoutesOnNavigation: signedInRoutesOnDemand(),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    // The signed-in routes, the shell and the guard load first (each a chunk of its own), then the redirect.
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });

  it('adds the signed-in routes when the navigation that asked for them was overtaken by another', async () => {
    const router = createMemoryRouter(appRoutes(), {
      initialEntries: ['/login'],
      patchRoutesOnNavigation: signedInRoutesOnDemand(),
    });
    // Signing in navigates to the desk while the sign-in page redirects there too: the first is aborted.
    void router.navigate('/reception');
    await router.navigate('/account');
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.at(-1)?.route.path).toBe('account');
  });
});
