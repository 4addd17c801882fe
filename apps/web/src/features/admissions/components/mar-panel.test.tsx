import type { MarDay, MarDose, MarRow, MedicationOrder } from '@clinic/shared/admissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { MarPanel } from './mar-panel.tsx';

// The clinic's clock: 23 Nov 2026, 13:30 in Kolkata (08:00 UTC).
const NOW = new Date('2026-11-23T08:00:00.000Z');
const admissionId = 'ad000000-0000-4000-8000-000000000001';
const at = (utc: string) => `2026-11-23T${utc}:00.000Z`;
const order = (id: string, drugName: string, extra: Partial<MedicationOrder> = {}): MedicationOrder => ({
  _id: `0d000000-0000-4000-8000-00000000000${id}`,
  admissionId,
  overrideReason: '',
  drugId: `d0000000-0000-4000-8000-00000000000${id}`,
  drugName,
  dose: '650 mg',
  route: 'Oral',
  frequency: 'TDS',
  instructions: '',
  startAt: at('00:00'),
  stopAt: null,
  status: 'Active',
  stoppedAt: null,
  stoppedBy: null,
  stopReason: '',
  orderedBy: 'Dr. Iyer',
  orderedAt: at('00:00'),
  prnMaxPerDay: null,
  prnMinHours: null,
  ...extra,
});
const dose = (orderId: string, scheduledAt: string, outcome: MarDose['outcome'], reason = ''): MarDose => ({
  _id: 'd5000000-0000-4000-8000-000000000001',
  orderId,
  scheduledAt,
  outcome,
  reason,
  recordedBy: 'Nurse Rekha',
  recordedAt: scheduledAt,
  givenAt: outcome === 'Given' ? scheduledAt : null,
});
const paracetamol = order('1', 'Paracetamol 650mg', { instructions: 'After food' });
const ondansetron = order('2', 'Ondansetron 4mg', { frequency: 'SOS', route: 'IV' });
const pantoprazole = order('3', 'Pantoprazole 40mg', { status: 'Stopped', frequency: 'OD' });
const paracetamolRow = (charted: MarDose | null = null): MarRow => ({
  order: paracetamol,
  asNeeded: false,
  issuedUnits: 10,
  givenDoses: 2,
  slots: [
    // 08:00 (overdue), 14:00 (due now), 20:00 (later) on the clinic's clock.
    { scheduledAt: at('02:30'), dose: null },
    { scheduledAt: at('08:30'), dose: charted },
    { scheduledAt: at('14:30'), dose: null },
  ],
});
const day = (rows: MarRow[]): MarDay => ({ date: '2026-11-23', rows });
const fullDay = day([
  paracetamolRow(),
  { order: ondansetron, asNeeded: true, issuedUnits: 0, givenDoses: 0, slots: [] },
  {
    order: pantoprazole,
    asNeeded: false,
    issuedUnits: 5,
    givenDoses: 1,
    slots: [{ scheduledAt: at('02:30'), dose: dose(pantoprazole._id, at('02:30'), 'Held', 'NPO for surgery') }],
  },
]);

/** The clock, the day's MAR (what the server answers next), and the doses charted. */
function marApi(reply: () => Response = () => HttpResponse.json(dose(paracetamol._id, at('08:30'), 'Given'))) {
  const dates: string[] = [];
  const charted: unknown[] = [];
  let current = fullDay;
  // The chart answers after the clock, so its times are read on the clinic's clock from the start.
  let clockServed: () => void = () => undefined;
  const clock = new Promise<void>((resolve) => (clockServed = resolve));
  server.use(
    http.get('/api/patients/:id/allergies', () =>
      HttpResponse.json({ allergies: [], noKnownDrugAllergies: true, recorded: true }),
    ),
    http.get('/api/clinic/clock', () => {
      setTimeout(clockServed, 20);
      return HttpResponse.json({ date: '2026-11-23', time: '13:30', timeZone: 'Asia/Kolkata' });
    }),
    http.get(`/api/admissions/${admissionId}/mar`, async ({ request }) => {
      await clock;
      dates.push(new URL(request.url).searchParams.get('date') ?? '');
      return HttpResponse.json(current);
    }),
    http.post(`/api/admissions/${admissionId}/mar`, async ({ request }) => {
      charted.push(await request.json());
      const response = reply();
      if (response.ok) current = day([paracetamolRow(dose(paracetamol._id, at('08:30'), 'Given'))]);
      return response;
    }),
  );
  return { dates, charted };
}

function renderPanel(props: { canChart?: boolean; canOrder?: boolean; active?: boolean } = {}) {
  renderWithProviders(
    <MarPanel
      admissionId={admissionId}
      patientId="a0000000-0000-4000-8000-000000000001"
      active={props.active ?? true}
      canChart={props.canChart ?? true}
      canOrder={false}
    />,
  );
  return userEvent.setup();
}

const row = async (drug: string) => within((await screen.findByText(drug)).closest('tr') as HTMLElement);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('MAR: the nurse charts doses', () => {
  it("lays out the day's doses on the clinic's clock: open, later, charted and as needed", async () => {
    marApi();
    renderPanel();
    expect(await screen.findByText('Mon, 23 Nov 2026')).toBeInTheDocument();
    const para = await row('Paracetamol 650mg');
    expect(para.getByText('After food')).toBeInTheDocument();
    expect(para.getByText('Pharmacy issued 10 · 2 given')).toBeInTheDocument();
    expect(para.getByRole('button', { name: '08:00' })).toBeInTheDocument();
    expect(para.getByRole('button', { name: '14:00' })).toBeInTheDocument();
    // More than an hour ahead: not yet chartable.
    expect(para.queryByRole('button', { name: '20:00' })).not.toBeInTheDocument();
    expect(para.getByText('20:00')).toBeInTheDocument();
    const ondan = await row('Ondansetron 4mg');
    expect(ondan.getByText('Not issued by the pharmacy yet')).toBeInTheDocument();
    expect(ondan.getByRole('button', { name: 'Give now' })).toBeInTheDocument();
    const panto = await row('Pantoprazole 40mg');
    expect(panto.getByText('08:00 Held')).toBeInTheDocument();
    expect(panto.getByText('Stopped')).toBeInTheDocument();
    expect(panto.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/Choose a time to chart the dose\./)).toBeInTheDocument();
  });

  it('charts a dose as given with its scheduled time, and the chart shows it', async () => {
    const { charted } = marApi();
    const user = renderPanel();
    await user.click((await row('Paracetamol 650mg')).getByRole('button', { name: '14:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chart a dose' }));
    expect(dialog.getByText(/Due at 14:00/)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(charted).toHaveLength(1));
    expect(charted[0]).toEqual({
      orderId: paracetamol._id,
      scheduledAt: at('08:30'),
      outcome: 'Given',
      reason: '',
      overrideReason: '',
    });
    expect(await screen.findByText('Dose charted: Given')).toBeInTheDocument();
    expect(await screen.findByText('14:00 Given')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chart a dose' })).not.toBeInTheDocument());
  });

  it('needs a reason for a held dose and sends it', async () => {
    const { charted } = marApi(() => HttpResponse.json(dose(paracetamol._id, at('02:30'), 'Held', 'Patient vomiting')));
    const user = renderPanel();
    await user.click((await row('Paracetamol 650mg')).getByRole('button', { name: '08:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chart a dose' }));
    await user.click(dialog.getByText('Held'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter why the dose was not given')).toBeInTheDocument();
    expect(charted).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Patient vomiting');
    expect(dialog.queryByText('Enter why the dose was not given')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(charted).toHaveLength(1));
    expect(charted[0]).toMatchObject({ scheduledAt: at('02:30'), outcome: 'Held', reason: 'Patient vomiting' });
    expect(await screen.findByText('Dose charted: Held')).toBeInTheDocument();
  });

  it('keeps the dialog open with the message when the dose was charted by someone else (409)', async () => {
    marApi(() =>
      HttpResponse.json(
        { error: { code: 'CONFLICT', message: 'This dose has already been recorded' } },
        { status: 409 },
      ),
    );
    const user = renderPanel();
    await user.click((await row('Paracetamol 650mg')).getByRole('button', { name: '14:00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chart a dose' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This dose has already been recorded')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Chart a dose' })).toBeInTheDocument();
  });

  it('gives a medicine as needed at the time it is given', async () => {
    const { charted } = marApi();
    const user = renderPanel();
    await user.click((await row('Ondansetron 4mg')).getByRole('button', { name: 'Give now' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(charted).toHaveLength(1));
    expect(charted[0]).toMatchObject({ orderId: ondansetron._id, scheduledAt: NOW.toISOString(), outcome: 'Given' });
  });

  it('offers no charting to someone who may not chart, or on a closed stay', async () => {
    marApi();
    renderPanel({ canChart: false });
    const para = await row('Paracetamol 650mg');
    expect(para.queryByRole('button')).not.toBeInTheDocument();
    expect(para.getByText('14:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Choose a time to chart the dose/)).not.toBeInTheDocument();
  });

  it('reads another day and comes back to today', async () => {
    const { dates } = marApi();
    const user = renderPanel({ active: false });
    await screen.findByText('Paracetamol 650mg');
    expect(screen.queryByRole('button', { name: '14:00' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Sun, 22 Nov 2026')).toBeInTheDocument();
    await waitFor(() => expect(dates).toContain('2026-11-22'));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Mon, 23 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('says when no medicine runs on the day, and when the chart cannot be read', async () => {
    marApi();
    server.use(http.get(`/api/admissions/${admissionId}/mar`, () => HttpResponse.json(day([]))));
    renderPanel();
    expect(await screen.findByText('No medicines on this day')).toBeInTheDocument();
    server.use(
      http.get(`/api/admissions/${admissionId}/mar`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Failed to load the medication chart. Please try again.')).toBeInTheDocument();
  });
});
