import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../app/guards/require-auth.tsx';
import { mockClock } from '../testing/clinic.ts';
import { server } from '../testing/server.ts';
import { mockMe } from '../testing/session.ts';
import { DEFAULT_CLINIC_TIME_ZONE, formatDateTime, setClinicTimeZone } from './format.ts';

afterEach(() => setClinicTimeZone(DEFAULT_CLINIC_TIME_ZONE));

const instant = '2026-11-25T08:32:00.000Z';

function Screen() {
  return <p data-testid="when">{formatDateTime(instant)}</p>;
}

function renderSignedIn() {
  const routes: RouteObject[] = [{ element: <RequireAuth />, children: [{ path: '*', element: <Screen /> }] }];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/reception'] })} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe("the clinic's clock", () => {
  it('is read before the first screen, which then shows dates in the zone the server names', async () => {
    mockMe(['reception']);
    mockClock('2026-11-25', 'America/New_York', '03:32');
    renderSignedIn();
    expect(await screen.findByTestId('when')).toHaveTextContent('25 Nov 2026, 3:32 am');
  });

  it('falls back to the clinic’s default zone, not the browser’s, when the clock cannot be read', async () => {
    mockMe(['reception']);
    server.use(
      http.get('/api/clinic/clock', () => HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 })),
    );
    renderSignedIn();
    expect(await screen.findByTestId('when')).toHaveTextContent('25 Nov 2026, 2:02 pm');
  });
});
