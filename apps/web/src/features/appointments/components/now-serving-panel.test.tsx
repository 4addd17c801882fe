import type { OpQueue, QueueEntry, SendToResult } from '@clinic/shared/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOf } from '../../../testing/combobox.ts';
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

const CARDIOLOGIST = '7d1e7c1e-2b1a-4c1e-9f1e-1a2b3c4d5e6f';
/** The bodies of the sends, in order. */
const bodies: unknown[] = [];

function queueApi(queue: OpQueue) {
  const posted: string[] = [];
  bodies.length = 0;
  server.use(
    http.get('/api/doctors', () =>
      HttpResponse.json([
        { _id: 'doc-1', name: 'Dr. Priya Sharma', speciality: 'General Medicine' },
        { _id: CARDIOLOGIST, name: 'Dr. Vikram Rao', speciality: 'Cardiology' },
      ]),
    ),
    http.post('/api/appointments/:id/send-to', async ({ params, request }) => {
      posted.push(`${String(params.id)}/send-to`);
      const body = (await request.json()) as { to: 'lab' | 'radiology' | 'doctor' };
      bodies.push(body);
      const token = Number(String(params.id).replace('appt-', ''));
      const sent: SendToResult = {
        entry: entry(token, 'Sent Patient', { sentTo: body.to, sentAt: '2026-11-25T05:10:00.000Z' }),
        referral:
          body.to === 'doctor'
            ? { appointmentId: 'appt-new', doctorId: CARDIOLOGIST, doctorName: 'Dr. Vikram Rao', token: 4 }
            : null,
      };
      return HttpResponse.json(sent, { status: body.to === 'doctor' ? 201 : 200 });
    }),
    http.post('/api/appointments/:id/back', ({ params }) => {
      posted.push(`${String(params.id)}/back`);
      return HttpResponse.json(entry(8, 'Ravi Kumar', { calls: 1 }));
    }),
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
  away: [],
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

  it('sends the patient being seen to the lab, has an away patient back, and sends a waiting one to another doctor', async () => {
    const posted = queueApi({
      ...base,
      serving: [entry(3, 'Asha Rao', { calledAt: '2026-11-25T05:00:00.000Z', calls: 1 })],
      waiting: [entry(5, 'Deepa Joshi'), entry(6, 'Kiran Das', { calls: 1 })],
      away: [entry(8, 'Ravi Kumar', { calls: 1, sentTo: 'radiology', sentAt: '2026-11-25T04:45:00.000Z' })],
    });
    const user = userEvent.setup();
    renderWithProviders(<NowServingPanel doctorId="doc-1" canCall />);
    expect(await screen.findByText('2 waiting · 1 away · 4 seen today')).toBeInTheDocument();
    // Back from the lab (called before): marked, and callable out of turn.
    expect(screen.getByRole('row', { name: /Kiran Das/ })).toHaveTextContent('· back');

    const serving = screen.getByTestId('now-serving');
    await user.click(within(serving).getByRole('button', { name: 'Send to (token 3)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lab' }));
    expect(await screen.findByText('Token 3 sent to the lab')).toBeInTheDocument();

    const away = screen.getByRole('table', { name: 'Away' });
    const ravi = within(away).getByRole('row', { name: /Ravi Kumar/ });
    expect(ravi).toHaveTextContent(/^8Ravi KumarRadiology10:15 am/);
    await user.click(within(ravi).getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Token 8 is back in the queue')).toBeInTheDocument();

    const deepa = screen.getByRole('row', { name: /Deepa Joshi/ });
    expect(within(deepa).queryByRole('button', { name: 'Call' })).not.toBeInTheDocument();
    await user.click(within(deepa).getByRole('button', { name: 'Send to (token 5)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Another doctor…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send token 5 to another doctor' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose the doctor to send the patient to')).toBeInTheDocument();
    const doctor = within(dialog).getByRole('combobox', { name: 'Doctor' });
    await user.click(doctor);
    const options = within(await listOf(doctor));
    // The doctor whose queue this is is not offered.
    expect(options.queryByRole('option', { name: /Priya Sharma/, hidden: true })).not.toBeInTheDocument();
    await user.click(await options.findByRole('option', { name: 'Dr. Vikram Rao (Cardiology)', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the doctor' }), 'Chest pain');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Token 5 sent to Dr. Vikram Rao: their token 4')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual(['appt-3/send-to', 'appt-8/back', 'appt-5/send-to']);
    expect(bodies).toEqual([{ to: 'lab' }, { to: 'doctor', doctorId: CARDIOLOGIST, note: 'Chest pain' }]);
  });

  it('shows away patients without Back or Send to to whoever cannot call the queue', async () => {
    queueApi({
      ...base,
      serving: [entry(3, 'Asha Rao', { calledAt: '2026-11-25T05:00:00.000Z', calls: 1 })],
      away: [entry(8, 'Ravi Kumar', { sentTo: 'doctor', sentAt: '2026-11-25T04:45:00.000Z' })],
    });
    renderWithProviders(<NowServingPanel doctorId="doc-1" canCall={false} />);
    const away = await screen.findByRole('table', { name: 'Away' });
    expect(within(away).getByRole('row', { name: /Ravi Kumar/ })).toHaveTextContent('Another doctor');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send to/ })).not.toBeInTheDocument();
  });
});
