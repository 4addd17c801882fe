import { OVERRIDE_BY_TEAM, OVERRIDE_REASON_MESSAGE, PRE_OP_CHECKS, type Surgery } from '@clinic/shared/theatre';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { defaultNoteTimes } from './note-times.ts';
import { SurgeryDetails } from './surgery-details.tsx';

const uuid = (n: number) => `0e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [surgeon, anaesthetist, desk] = [uuid(11), uuid(13), uuid(99)];

const booking = (over: Partial<Surgery> = {}): Surgery => ({
  _id: uuid(51),
  patient: { _id: uuid(1), name: 'Ravi Kumar', mrn: 'MRN-000123' },
  admissionId: null,
  ipNumber: null,
  procedure: { _id: uuid(41), name: 'Appendectomy' },
  surgeon: { _id: surgeon, name: 'Dr. Iyer' },
  assistant: null,
  anaesthetist: { _id: anaesthetist, name: 'Dr. Bose' },
  anaesthesiaType: 'Spinal',
  theatre: { _id: uuid(21), identifier: 'OT-1' },
  date: '2026-11-25',
  startTime: '10:00',
  endTime: '11:00',
  startAt: '2026-11-25T04:30:00.000Z',
  endAt: '2026-11-25T05:30:00.000Z',
  durationMinutes: 60,
  equipment: [],
  checklist: ['Consent signed', 'Site marked'],
  notes: '',
  status: 'Scheduled',
  statusReason: '',
  inProgressSince: null,
  bookedBy: 'OT Desk',
  operationNote: null,
  chargedPaise: 0,
  ...over,
});

/** The checklist and status calls, recorded; the status call answers with `status`. */
function theatreApi(status: () => Response = () => HttpResponse.json(booking({ status: 'In progress' }))) {
  const calls: { url: string; body: unknown }[] = [];
  server.use(
    http.put('/api/theatre/surgeries/:id/checklist', async ({ request }) => {
      const body = (await request.json()) as { checklist: string[] };
      calls.push({ url: new URL(request.url).pathname, body });
      return HttpResponse.json(booking({ checklist: body.checklist }));
    }),
    http.post('/api/theatre/surgeries/:id/status', async ({ request }) => {
      calls.push({ url: new URL(request.url).pathname, body: await request.json() });
      return status();
    }),
  );
  return calls;
}

async function openStart(userId: string) {
  mockMe(['otscheduler'], { id: userId });
  const onClose = vi.fn();
  renderWithProviders(<SurgeryDetails surgery={booking()} onClose={onClose} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Start surgery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start surgery: pre-op checklist' });
  return { user, dialog, onClose };
}

describe('starting a surgery with an incomplete pre-op checklist', () => {
  it('names the missing items; ticking them all saves the checklist and starts the surgery', async () => {
    const calls = theatreApi();
    const { user, dialog, onClose } = await openStart(desk);
    expect(within(dialog).getByText(/^The pre-op checklist is incomplete: Fasting confirmed, /)).toBeVisible();
    expect(within(dialog).getByText(`${OVERRIDE_BY_TEAM}.`)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Start without the full checklist' })).toBeNull();
    for (const item of PRE_OP_CHECKS.slice(2)) await user.click(within(dialog).getByRole('checkbox', { name: item }));
    await user.click(within(dialog).getByRole('button', { name: 'Start surgery' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      { url: `/api/theatre/surgeries/${uuid(51)}/checklist`, body: { checklist: [...PRE_OP_CHECKS] } },
      { url: `/api/theatre/surgeries/${uuid(51)}/status`, body: { status: 'In progress' } },
    ]);
  });

  it('lets the surgeon start without the missing items, giving a reason, and shows the server’s refusal', async () => {
    const calls = theatreApi(() =>
      HttpResponse.json(
        {
          error: {
            code: 'RULE_BROKEN',
            message: 'This surgery is booked for 25 Nov 2026, 10:00 am: it can start from an hour before',
          },
        },
        { status: 422 },
      ),
    );
    const { user, dialog, onClose } = await openStart(surgeon);
    const start = within(dialog).getByRole('button', { name: 'Start without the full checklist' });
    await user.click(start);
    expect(within(dialog).getByText(OVERRIDE_REASON_MESSAGE)).toBeVisible();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason to start without the full checklist'), 'Emergency, no time');
    await user.click(start);
    expect(await within(dialog).findByText(/it can start from an hour before$/)).toBeVisible();
    expect(calls).toEqual([
      {
        url: `/api/theatre/surgeries/${uuid(51)}/status`,
        body: { status: 'In progress', overrideChecklist: true, reason: 'Emergency, no time' },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the operation note’s default times', () => {
  const zone = 'Asia/Kolkata';
  const at = (clock: string) => new Date(`2026-11-25T${clock}:00+05:30`);

  it('start when the surgery was started and end after its length, never later than now', () => {
    const started = booking({ status: 'In progress', inProgressSince: at('09:40').toISOString() });
    expect(defaultNoteTimes(started, at('12:00'), zone)).toEqual({
      inTheatreAt: '09:40',
      anaesthesiaStartAt: '09:40',
      anaesthesiaEndAt: '10:40',
      outOfTheatreAt: '10:40',
    });
    expect(defaultNoteTimes(started, at('10:15'), zone)).toMatchObject({
      inTheatreAt: '09:40',
      outOfTheatreAt: '10:15',
    });
    // Written in the minute it started: out a minute after in.
    expect(defaultNoteTimes(started, new Date(at('09:40').getTime() + 20_000), zone)).toMatchObject({
      inTheatreAt: '09:40',
      outOfTheatreAt: '09:41',
    });
    // Without a recorded start, the booked one (10:00), or now if that is earlier.
    expect(defaultNoteTimes(booking(), at('09:50'), zone)).toMatchObject({ inTheatreAt: '09:50' });
  });
});
