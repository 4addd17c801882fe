import type { CriticalAlert } from '@clinic/shared/lab';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { CriticalAlerts, EscalatedCriticalAlerts } from './critical-alerts.tsx';

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
  orderedBy: 'Dr. Priya Sharma',
  minutesWaiting: 4,
  escalated: false,
};

/** jsdom has no EventSource: this one stays silent until a test says the server sent a message. */
const live = new Set<() => void>();
class SilentEventSource {
  addEventListener(type: string, listener: () => void): void {
    if (type === 'message') live.add(listener);
  }
  close(): void {
    live.clear();
  }
}
const serverSays = () => live.forEach((listener) => listener());
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

  it('drops the banner as soon as the server says the alert was acknowledged elsewhere', async () => {
    let acknowledged = false;
    server.use(http.get('/api/lab/critical-alerts', () => HttpResponse.json(acknowledged ? [] : [alert])));
    renderWithProviders(<CriticalAlerts />);
    expect(await within(panel()).findByText('Critical: Ravi Kumar (MRN-000123)')).toBeInTheDocument();
    // The server announces approvals and acknowledgements too (its critical-alerts test): the banner re-reads.
    acknowledged = true;
    serverSays();
    expect(await within(panel()).findByText('No critical lab values waiting')).toBeInTheDocument();
  });

  it('marks an alert waiting beyond the escalation time, with the wait', async () => {
    server.use(
      http.get('/api/lab/critical-alerts', () =>
        HttpResponse.json([{ ...alert, escalated: true, minutesWaiting: 125 }]),
      ),
    );
    renderWithProviders(<CriticalAlerts />);
    expect(await within(panel()).findByText('Escalated · waiting 2 h 05 min')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('ordered by Dr. Priya Sharma');
  });
});

describe("the clinic administrator's escalated list", () => {
  it('lists the escalated alerts of every doctor, longest wait first, and shows nothing when none waits', async () => {
    const asked: string[] = [];
    let rows = [
      { ...alert, reportId: 'r-short', patientName: 'Short Wait', escalated: true, minutesWaiting: 31 },
      { ...alert, reportId: 'r-long', patientName: 'Long Wait', escalated: true, minutesWaiting: 90 },
    ];
    server.use(
      http.get('/api/lab/critical-alerts', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(rows);
      }),
    );
    const { unmount } = renderWithProviders(<EscalatedCriticalAlerts />);
    const list = await screen.findByRole('region', { name: 'Escalated critical lab values' });
    await within(list).findByText(/Long Wait/);
    expect(
      within(list)
        .getAllByText(/^Critical:/)
        .map((e) => e.textContent),
    ).toEqual(['Critical: Long Wait (MRN-000123)', 'Critical: Short Wait (MRN-000123)']);
    expect(asked[0]).toBe('?escalated=1');
    unmount();
    rows = [];
    renderWithProviders(<EscalatedCriticalAlerts />);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Escalated critical lab values' })).not.toBeInTheDocument();
  });
});
