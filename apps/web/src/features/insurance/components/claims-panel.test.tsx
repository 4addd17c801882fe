import {
  claimMeter,
  estimateSchema,
  type ClaimCase,
  type ClaimEvent,
  type ClaimMove,
  type ClaimRequest,
  type ClaimRequestInput,
  type StayClaims,
} from '@clinic/shared/insurance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { ClaimsPanel } from './claims-panel.tsx';

const admissionId = 'ad000000-0000-4000-8000-000000000001';
const coverageId = 'c1000000-0000-4000-8000-000000000001';
const claimId = 'cl000000-0000-4000-8000-000000000001';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const request: ClaimRequest = {
  complaints: 'Pain in the right upper abdomen for 3 days',
  findings: 'Tender gall bladder, fever',
  provisionalDiagnosis: 'Acute calculous cholecystitis',
  icd10Code: 'K80.0',
  lineOfTreatment: 'Surgical',
  plannedProcedure: 'Laparoscopic cholecystectomy',
  expectedDays: 3,
  isAccident: false,
  reportedToPolice: false,
  firNumber: '',
  isMaternity: false,
  expectedDeliveryDate: null,
  chronicIllnesses: [],
  estimate: { ...estimateSchema.parse({}), roomPaise: 12_000_00, otPaise: 45_000_00 },
};

const event = (over: Partial<ClaimEvent>): ClaimEvent => ({
  _id: `ev-${over.from ?? 'start'}-${over.to ?? 'Draft'}`,
  at: minutesAgo(90),
  by: 'Asha Menon',
  from: null,
  to: 'Draft',
  stage: 'Pre-auth',
  amountPaise: 57_000_00,
  note: '',
  reference: '',
  minutesTaken: null,
  limitMinutes: null,
  ...over,
});

const claim = (over: Partial<ClaimCase> = {}): ClaimCase => ({
  _id: claimId,
  number: 'PA-2026-0007',
  admissionId,
  coverageId,
  payerName: 'Star Health',
  tpaName: 'Medi Assist',
  policyNumber: 'P/2026/77',
  status: 'Draft',
  stage: 'Pre-auth',
  request,
  requestedPaise: 57_000_00,
  approvedPaise: 0,
  enhancements: 0,
  payerReference: '',
  waitingSince: null,
  limitMinutes: null,
  events: [event({})],
  createdAt: minutesAgo(90),
  updatedAt: minutesAgo(90),
  ...over,
});

const requested = () =>
  claim({
    status: 'Requested',
    waitingSince: minutesAgo(42),
    limitMinutes: 60,
    events: [event({}), event({ from: 'Draft', to: 'Requested', at: minutesAgo(42) })],
  });

const partial = () =>
  claim({
    status: 'Partial',
    approvedPaise: 50_000_00,
    payerReference: 'MA/PA/2211',
    events: [
      event({}),
      event({ from: 'Draft', to: 'Requested', at: minutesAgo(80) }),
      event({
        from: 'Requested',
        to: 'Partial',
        at: minutesAgo(5),
        amountPaise: 50_000_00,
        reference: 'MA/PA/2211',
        minutesTaken: 75,
        limitMinutes: 60,
      }),
    ],
  });

/** The stay's claims as the server holds them; writes are recorded and change what the next read answers. */
function claimsApi(first: StayClaims, moveReply?: () => Response) {
  let stay = first;
  const started: { body: ClaimRequestInput; key: string | null }[] = [];
  const moves: { body: ClaimMove; key: string | null }[] = [];
  const edits: ClaimRequestInput[] = [];
  server.use(
    http.get(`/api/admissions/${admissionId}/claims`, () => HttpResponse.json(stay)),
    http.get('/api/claims/:id/documents', () => HttpResponse.json({ documents: [], required: [], missing: [] })),
    http.post(`/api/admissions/${admissionId}/claims`, async ({ request: r }) => {
      const body = (await r.json()) as ClaimRequestInput;
      started.push({ body, key: r.headers.get('idempotency-key') });
      const created = claim();
      stay = { ...stay, cases: [created] };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`/api/claims/${claimId}`, async ({ request: r }) => {
      edits.push((await r.json()) as ClaimRequestInput);
      return HttpResponse.json(stay.cases[0]);
    }),
    http.post(`/api/claims/${claimId}/moves`, async ({ request: r }) => {
      const body = (await r.json()) as ClaimMove;
      moves.push({ body, key: r.headers.get('idempotency-key') });
      if (moveReply) return moveReply();
      const before = stay.cases[0] as ClaimCase;
      const moved: ClaimCase = {
        ...before,
        status: body.to,
        approvedPaise: body.amountPaise ?? 0,
        payerReference: body.reference ?? '',
        waitingSince: null,
        events: [
          ...before.events,
          event({
            from: before.status,
            to: body.to,
            amountPaise: body.amountPaise ?? 0,
            minutesTaken: 42,
            limitMinutes: 60,
          }),
        ],
      };
      stay = { ...stay, cases: [moved] };
      return HttpResponse.json(moved);
    }),
  );
  return { started, moves, edits };
}

describe('ClaimsPanel', () => {
  it('starts a pre-authorisation for a stay with a cover: the request goes in paise with a retry key', async () => {
    mockMe(['billing']);
    const { started } = claimsApi({ coverageId, cases: [], meter: null });
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    await user.click(await screen.findByRole('button', { name: 'Start pre-authorisation' }));
    const form = within(await screen.findByRole('form', { name: 'Pre-authorisation request' }));
    await user.type(form.getByLabelText(/Provisional diagnosis/), 'Acute calculous cholecystitis');
    await user.type(form.getByLabelText('ICD-10 code'), 'k80.0');
    await pickOption(user, form.getByRole('combobox', { name: 'Line of treatment' }), 'Surgical');
    await user.type(form.getByLabelText('Planned procedure or surgery'), 'Laparoscopic cholecystectomy');
    await user.clear(form.getByLabelText('Expected days in hospital'));
    await user.type(form.getByLabelText('Expected days in hospital'), '3');
    await user.type(form.getByLabelText('Room rent'), '12000');
    await user.type(form.getByLabelText('Operation theatre'), '45000');
    expect(form.getByText('Estimated total ₹57,000.00')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save request' }));

    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.body).toMatchObject({
      provisionalDiagnosis: 'Acute calculous cholecystitis',
      icd10Code: 'K80.0',
      lineOfTreatment: 'Surgical',
      plannedProcedure: 'Laparoscopic cholecystectomy',
      expectedDays: 3,
      estimate: { roomPaise: 12_000_00, otPaise: 45_000_00, icuPaise: 0 },
    });
    expect(started[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByRole('button', { name: 'Send to payer' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Pre-authorisation request' })).not.toBeInTheDocument();
  });

  it("shows how long the payer has had a request and records the payer's approval in paise with its reference", async () => {
    mockMe(['billing']);
    const { moves } = claimsApi({ coverageId, cases: [requested()], meter: null });
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    expect(await screen.findByText(/Waiting for the payer since .* \(42 min of 60\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Record payer's reply" }));
    const dialog = within(await screen.findByRole('form', { name: "Record payer's reply" }));
    expect(dialog.getByRole('radio', { name: 'Approved' })).toBeChecked();
    const amount = dialog.getByLabelText(/Total approved so far/);
    expect(amount).toHaveValue('₹57,000');
    await user.clear(amount);
    await user.type(amount, '50000');
    await user.type(dialog.getByLabelText("Payer's reference"), 'MA/PA/2211');
    await user.click(dialog.getByRole('button', { name: 'Record reply' }));

    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]?.body).toMatchObject({ to: 'Approved', amountPaise: 50_000_00, reference: 'MA/PA/2211' });
    expect(moves[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Decided in 42 min (limit 60)')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for the payer since/)).not.toBeInTheDocument();
  });

  it('asks for an enhancement once the bill passes 80% of a partial approval', async () => {
    mockMe(['billing']);
    const { edits, moves } = claimsApi({
      coverageId,
      cases: [partial()],
      meter: claimMeter(50_000_00, 42_000_00, 10),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('The bill has reached 84% of the approval: ask the payer for an enhancement');
    expect(screen.getByText('Decided in 75 min (limit 60)')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Ask for enhancement' }));
    const form = within(await screen.findByRole('form', { name: 'Pre-authorisation request' }));
    expect(form.getByLabelText(/Provisional diagnosis/)).toHaveValue('Acute calculous cholecystitis');
    await user.type(form.getByLabelText('ICU'), '20000');
    expect(form.getByText('Estimated total ₹77,000.00')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Send enhancement' }));

    await waitFor(() => expect(moves).toHaveLength(1));
    expect(edits[0]?.estimate).toMatchObject({ icuPaise: 20_000_00 });
    expect(moves[0]?.body).toMatchObject({ to: 'Requested', stage: 'Enhancement', amountPaise: 77_000_00 });
  });

  it('shows a reader the claim with nothing to do but print its request form', async () => {
    mockMe(['reception'], { permissions: ['claims.read'] });
    claimsApi({
      coverageId,
      cases: [requested(), { ...claim({ status: 'Cancelled' }), _id: 'old', number: 'PA-2026-0003' }],
      meter: null,
    });
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    expect(await screen.findByRole('region', { name: 'Claim PA-2026-0007' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Claim PA-2026-0003' })).toBeInTheDocument();
    expect(screen.getAllByText('Star Health')).not.toHaveLength(0);
    // Printing is reading: the live request prints, the cancelled one does not.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Print request form']);
  });

  it('offers only Cancel on a claim whose cover the stay no longer bills, and still lists it when the patient pays', async () => {
    mockMe(['billing']);
    claimsApi({ coverageId: null, cases: [claim({ status: 'Approved', approvedPaise: 30_000_00 })], meter: null });
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    const card = within(await screen.findByRole('region', { name: `Claim ${claim().number}` }));
    expect(screen.getByText(/The patient pays for this stay/)).toBeInTheDocument();
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual(['Print request form', 'Cancel request']);
    expect(screen.queryByRole('button', { name: 'Start pre-authorisation' })).not.toBeInTheDocument();
  });

  it('tells the desk to choose a cover when the patient pays', async () => {
    mockMe(['billing']);
    claimsApi({ coverageId: null, cases: [], meter: null });
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    expect(
      await screen.findByText(/The patient pays for this stay: choose a cover on the CONTRACT tab/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start pre-authorisation' })).not.toBeInTheDocument();
  });

  it('asks why before cancelling, and shows the server refusing a move the payer has overtaken', async () => {
    mockMe(['billing']);
    const { moves } = claimsApi({ coverageId, cases: [requested()], meter: null }, () =>
      HttpResponse.json(
        { error: { code: 'WRONG_STATE', message: 'The payer has already replied to this request' } },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = within(await screen.findByRole('form', { name: 'Cancel request' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel request' }));
    expect(await dialog.findByText('Give the reason for cancelling')).toBeInTheDocument();
    expect(moves).toHaveLength(0);
    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'Patient chose to pay');
    await user.click(dialog.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('The payer has already replied to this request')).toBeInTheDocument();
    expect(moves[0]?.body).toMatchObject({ to: 'Cancelled', note: 'Patient chose to pay', amountPaise: 0 });
  });
});
