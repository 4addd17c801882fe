import type { OpQueue, QueueEntry } from '@clinic/shared/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { NowServingPanel } from './now-serving-panel.tsx';

class SilentEventSource {
  addEventListener(): void {}
  close(): void {}
}
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => vi.unstubAllGlobals());

const entry = (token: number, name: string, over: Partial<QueueEntry> = {}): QueueEntry => ({
  appointmentId: `appt-${token}`,
  token,
  patientId: `p-${token}`,
  patientName: name,
  mrn: `MRN-00000${token}`,
  age: 40,
  gender: 'Female',
  appointmentTime: '10:00',
  priority: null,
  arrivedAt: '2026-11-25T04:30:00.000Z',
  calledAt: null,
  calls: 0,
  skips: 0,
  ...over,
});

function queueApi(queue: OpQueue) {
  const posted: string[] = [];
  server.use(
    http.get('/api/op-queue/doc-1', () => HttpResponse.json(queue)),
    http.post('/api/op-queue/doc-1/call-next', () => {
      posted.push('call-next');
      return HttpResponse.json(entry(7, 'Farid Khan', { calledAt: '2026-11-25T05:00:00.000Z', calls: 1 }));
    }),
    http.post('/api/appointments/:id/:action', ({ params }) => {
      posted.push(`${String(params.id)}/${String(params.action)}`);
      return HttpResponse.json(entry(3, 'Asha Rao', { skips: 1 }));
    }),
  );
  return posted;
}

const base: OpQueue = {
  doctorId: 'doc-1',
  doctorName: 'Dr. Priya Sharma',
  date: '2026-11-25',
  serving: [],
  waiting: [],
  seen: 4,
};

describe('The token queue panel', () => {
  it('lists the waiting in calling order with their priority, and calls the next token', async () => {
    const posted = queueApi({
      ...base,
      waiting: [entry(7, 'Farid Khan', { priority: 'Emergency' }), entry(2, 'Bina Das', { priority: 'Pregnant' })],
    });
    const user = userEvent.setup();
    renderWithProviders(<NowServingPanel doctorId="doc-1" canCall />);
    const waiting = await screen.findByRole('table', { name: 'Waiting' });
    expect(
      within(waiting)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([expect.stringMatching(/^7Farid KhanEmergency/), expect.stringMatching(/^2Bina DasPregnant/)]);
    expect(screen.getByText('2 waiting · 4 seen today')).toBeInTheDocument();
    expect(screen.getByText('No one is with the doctor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call next' }));
    await waitFor(() => expect(posted).toEqual(['call-next']));
    expect(await screen.findByText('Token 7: Farid Khan')).toBeInTheDocument();
  });

  it('skips the patient being seen, calls a skipped one back, and offers nothing to a nurse', async () => {
    const queue = {
      ...base,
      serving: [entry(3, 'Asha Rao', { calledAt: '2026-11-25T05:00:00.000Z', calls: 2 })],
      waiting: [entry(5, 'Deepa Joshi', { skips: 1 })],
    };
    const posted = queueApi(queue);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<NowServingPanel doctorId="doc-1" canCall />);
    const serving = await screen.findByTestId('now-serving');
    expect(within(serving).getByLabelText('Token being seen')).toHaveTextContent('3');
    expect(serving).toHaveTextContent('called 2 times');
    await user.click(within(serving).getByRole('button', { name: 'Skip' }));
    const skipped = screen.getByRole('row', { name: /Deepa Joshi/ });
    expect(skipped).toHaveTextContent('skipped');
    await user.click(within(skipped).getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(posted).toEqual(['appt-3/skip', 'appt-5/recall']));
    unmount();
    renderWithProviders(<NowServingPanel doctorId="doc-1" canCall={false} />);
    await screen.findByTestId('now-serving');
    expect(screen.queryByRole('button', { name: 'Call next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });
});
