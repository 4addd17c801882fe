import type { CriticalAlert } from '@clinic/shared/lab';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { CriticalAlerts } from './critical-alerts.tsx';

const alert: CriticalAlert = {
  reportId: 'c1000000-0000-4000-8000-000000000001',
  orderId: 'c2000000-0000-4000-8000-000000000001',
  patientId: 'c3000000-0000-4000-8000-000000000001',
  patientName: 'Ravi Kumar',
  mrn: 'MRN-000123',
  admissionId: null,
  serviceName: 'Serum Electrolytes',
  enteredAt: '2026-11-23T05:00:00.000Z',
  approved: false,
  results: [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', flag: 'Critical high' }],
  canAcknowledge: true,
};

/** jsdom has no EventSource; the live feed is not what these tests are about, so it stays silent. */
class SilentEventSource {
  addEventListener(): void {}
  close(): void {}
}
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.getByRole('region', { name: 'Critical lab values' });

describe('Critical lab values panel', () => {
  it('shows a spinner while the alerts load, then each alert', async () => {
    server.use(
      http.get('/api/lab/critical-alerts', async () => {
        await delay(50);
        return HttpResponse.json([alert]);
      }),
    );
    renderWithProviders(<CriticalAlerts />);
    expect(within(panel()).getByLabelText('Loading critical lab values')).toBeInTheDocument();
    expect(await within(panel()).findByText('Critical: Ravi Kumar (MRN-000123)')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Serum Electrolytes: Potassium 6.9 mmol/L (Critical high)');
    expect(within(panel()).queryByLabelText('Loading critical lab values')).not.toBeInTheDocument();
  });

  it("offers Acknowledge only to the alert's doctor", async () => {
    server.use(http.get('/api/lab/critical-alerts', () => HttpResponse.json([{ ...alert, canAcknowledge: false }])));
    renderWithProviders(<CriticalAlerts />);
    expect(await within(panel()).findByText('For the ordering doctor to acknowledge')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });

  it('says when no critical value is waiting', async () => {
    server.use(http.get('/api/lab/critical-alerts', () => HttpResponse.json([])));
    renderWithProviders(<CriticalAlerts />);
    expect(await within(panel()).findByText('No critical lab values waiting')).toBeInTheDocument();
  });

  it('shows the error with Try Again when the alerts cannot be read, and reads them again on Try Again', async () => {
    let reads = 0;
    server.use(
      http.get('/api/lab/critical-alerts', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
          : HttpResponse.json([alert]);
      }),
    );
    renderWithProviders(<CriticalAlerts />);
    expect(
      await within(panel()).findByText('Failed to load critical lab values. Please try again.'),
    ).toBeInTheDocument();
    expect(within(panel()).queryByText(/^Critical:/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel()).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel()).findByText('Critical: Ravi Kumar (MRN-000123)')).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(
      within(panel()).queryByText('Failed to load critical lab values. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it("asks for the ward's admission only when it is given one", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/lab/critical-alerts', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<CriticalAlerts admissionId="ad000000-0000-4000-8000-0000000000a1" />);
    await waitFor(() => expect(asked).toEqual(['?admissionId=ad000000-0000-4000-8000-0000000000a1']));
  });
});
