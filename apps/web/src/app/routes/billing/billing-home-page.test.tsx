import type { Bill, OpPending, PendingDiscount, Shift, WorkQueue } from '@clinic/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClinic, mockClock } from '../../../testing/clinic.ts';
import { discount } from '../../../testing/fixtures/billing.ts';
import { taxedBill } from '../../../testing/fixtures/bills.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { BillingHomePage } from './billing-home-page.tsx';

const sita = { patientId: taxedBill.patient._id, patientName: 'Sita Rao', mrn: 'MRN-000321' };
const queue: WorkQueue = {
  unbilled: [{ ...sita, charges: 2, amountPaise: 1_23_456_00, since: '2026-11-23T04:00:00.000Z' }],
  dues: [
    {
      patientId: 'p0000000-0000-4000-8000-0000000000b2',
      patientName: 'Ravi Kulkarni',
      mrn: 'MRN-000400',
      billId: taxedBill._id,
      number: 'BL/2627/000123',
      kind: 'OP',
      totalPaise: 1_885_00,
      balancePaise: 500_00,
      finalizedAt: '2026-11-22T05:30:00.000Z',
    },
  ],
  awaitingFinal: [
    {
      patientId: 'p0000000-0000-4000-8000-0000000000b3',
      patientName: 'Meena Patil',
      mrn: 'MRN-000512',
      admissionId: 'ad000000-0000-4000-8000-0000000000d7',
      ipNumber: 'IP-2026-0042',
      reason: 'Discharge initiated',
      since: '2026-11-23T03:00:00.000Z',
    },
  ],
};
const empty: WorkQueue = { unbilled: [], dues: [], awaitingFinal: [] };
const shift: Shift = {
  _id: 'sh000000-0000-4000-8000-0000000000a1',
  number: 'SH/2627/000007',
  counter: 'Billing counter',
  status: 'Open',
  openingFloatPaise: 2_000_00,
  openedBy: 'Kiran Shah',
  openedAt: '2026-11-23T03:30:00.000Z',
  closedAt: null,
  closeNote: '',
  modes: [
    {
      mode: 'Cash',
      receivedPaise: 4_500_00,
      refundedPaise: 0,
      expectedPaise: 6_500_00,
      countedPaise: null,
      differencePaise: null,
    },
    {
      mode: 'UPI',
      receivedPaise: 1_200_00,
      refundedPaise: 0,
      expectedPaise: 1_200_00,
      countedPaise: null,
      differencePaise: null,
    },
  ],
  expectedPaise: 7_700_00,
  countedPaise: null,
  differencePaise: null,
  receipts: [],
};
const pending: OpPending = {
  patient: { _id: sita.patientId, name: 'Sita Rao', mrn: 'MRN-000321', phone: '9123456780' },
  charges: [
    {
      _id: '11111111-2222-4333-8444-5555555555a1',
      serviceName: 'Consultation',
      category: 'OPD',
      sourceArea: 'reception',
      quantity: 1,
      unitPricePaise: 600_00,
      gstRateBp: 0,
      amountPaise: 600_00,
      createdAt: '2026-11-23T04:00:00.000Z',
    },
  ],
  discountApprovalPercent: 10,
};
const partPaid: Bill = { ...taxedBill, paidPaise: 1_385_00, balancePaise: 500_00 };

/** The desk's API: each queue read answers the next of `queues` (the last one repeats). */
function deskApi({
  queues = [queue],
  current = shift,
}: { queues?: (WorkQueue | null)[]; current?: Shift | null } = {}) {
  mockClinic();
  mockClock();
  let reads = 0;
  server.use(
    http.get('/api/billing/work-queue', () => {
      const next = queues[Math.min(reads, queues.length - 1)];
      reads += 1;
      return next
        ? HttpResponse.json(next)
        : HttpResponse.json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status: 500 });
    }),
    http.get('/api/billing/shifts/current', () => HttpResponse.json({ shift: current })),
  );
  return { reads: () => reads };
}

const section = (name: string) => screen.findByRole('region', { name });

let print = vi.fn();
beforeEach(() => {
  print = vi.fn();
  vi.spyOn(window, 'print').mockImplementation(print);
});
afterEach(() => vi.restoreAllMocks());

describe('Billing home (work queue)', () => {
  it("shows the desk what waits for it: unbilled charges, dues, stays awaiting their bill and the cashier's shift", async () => {
    mockMe(['billing'], { name: 'Kiran Shah' });
    deskApi();
    renderWithProviders(<BillingHomePage />);

    const unbilled = within(await section('Unbilled OP charges'));
    const row = await unbilled.findByRole('row', { name: /Sita Rao/ });
    expect(row).toHaveTextContent('MRN-000321');
    expect(row).toHaveTextContent('₹1,23,456.00');
    expect(within(row).getByRole('button', { name: 'Bill' })).toBeInTheDocument();

    const dues = within(await section('Bills with dues')).getByRole('row', { name: /BL\/2627\/000123/ });
    expect(dues).toHaveTextContent('Ravi Kulkarni');
    expect(dues).toHaveTextContent('₹1,885.00');
    expect(dues).toHaveTextContent('₹500.00');

    const stays = within(await section('Stays awaiting their bill')).getByRole('row', { name: /IP-2026-0042/ });
    expect(stays).toHaveTextContent('Discharge initiated');
    expect(within(stays).getByRole('link', { name: 'Open the bill' })).toHaveAttribute(
      'href',
      '/billing/bill?admission=ad000000-0000-4000-8000-0000000000d7',
    );

    const byMode = within(await section('Your shift so far')).findByRole('table', { name: 'Your shift by mode' });
    expect(within(await byMode).getByRole('row', { name: /Cash/ })).toHaveTextContent('₹6,500.00');
    expect(screen.queryByText('Discounts waiting for your approval')).not.toBeInTheDocument();
  });

  it('bills the unbilled charges from the queue, prints the original and reads the queue again', async () => {
    mockMe(['billing'], { name: 'Kiran Shah' });
    const api = deskApi({ queues: [queue, { ...queue, unbilled: [] }] });
    server.use(
      http.get(`/api/billing/op/${sita.patientId}`, () => HttpResponse.json(pending)),
      http.post('/api/billing/op-bills', () => HttpResponse.json(taxedBill, { status: 201 })),
    );
    renderWithProviders(<BillingHomePage />);
    const user = userEvent.setup();
    const unbilled = within(await section('Unbilled OP charges'));
    await user.click(
      within(await unbilled.findByRole('row', { name: /Sita Rao/ })).getByRole('button', { name: 'Bill' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Bill · Sita Rao (MRN-000321)' }));
    await user.click(await dialog.findByRole('button', { name: 'Confirm & print' }));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('bill-print')).toHaveTextContent('BL/2627/000123');
    expect(await unbilled.findByText('No OP charges waiting for a bill')).toBeInTheDocument();
    expect(api.reads()).toBeGreaterThanOrEqual(2);
  });

  it('takes a payment on a bill with dues, showing what was paid so far', async () => {
    mockMe(['billing']);
    deskApi();
    let paid = 0;
    server.use(
      http.get(`/api/billing/bills/${taxedBill._id}`, () => HttpResponse.json(partPaid)),
      http.post(`/api/billing/bills/${taxedBill._id}/payments`, async ({ request }) => {
        paid = ((await request.json()) as { amountPaise: number }).amountPaise;
        return HttpResponse.json({ ...taxedBill.payments[0], receiptNumber: 'RC/2627/000777' }, { status: 201 });
      }),
    );
    renderWithProviders(<BillingHomePage />);
    const user = userEvent.setup();
    const row = await within(await section('Bills with dues')).findByRole('row', { name: /BL\/2627\/000123/ });
    await user.click(within(row).getByRole('button', { name: 'Take payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Take payment on BL/2627/000123' }));
    expect(dialog.getByText(/paid ₹1,385.00/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('Payment received: RC/2627/000777')).toBeInTheDocument();
    expect(paid).toBe(500_00);
  });

  it('says when nothing waits, and offers to open a shift when none is open', async () => {
    mockMe(['billing']);
    deskApi({ queues: [empty], current: null });
    renderWithProviders(<BillingHomePage />);
    expect(await screen.findByText('No OP charges waiting for a bill')).toBeInTheDocument();
    expect(screen.getByText('No bills with dues')).toBeInTheDocument();
    expect(screen.getByText('No stays awaiting their bill')).toBeInTheDocument();
    const shiftSection = within(await section('Your shift so far'));
    expect(await shiftSection.findByText('No open shift')).toBeInTheDocument();
    expect(shiftSection.getByRole('link', { name: 'Open a shift' })).toHaveAttribute('href', '/billing/shift');
  });

  it("shows each section's error with Try Again when the queue cannot be read", async () => {
    mockMe(['billing']);
    deskApi({ queues: [null, queue] });
    renderWithProviders(<BillingHomePage />);
    expect(await screen.findByText('Failed to load unbilled OP charges. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load bills with dues. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load stays awaiting their bill. Please try again.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(await section('Unbilled OP charges')).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('row', { name: /Sita Rao/ })).toBeInTheDocument();
  });

  it('lets whoever approves discounts approve an OP discount from the home', async () => {
    mockMe(['clinicAdmin']);
    deskApi();
    const request: PendingDiscount = {
      ...discount('Pending approval'),
      kind: 'OP',
      patientId: sita.patientId,
      admissionId: null,
      ipNumber: null,
      patientName: 'Sita Rao',
      mrn: 'MRN-000321',
    };
    let decided = '';
    server.use(
      http.get('/api/billing/discounts/pending', () => HttpResponse.json(decided ? [] : [request])),
      http.post(`/api/billing/discounts/${request._id}/decision`, async ({ request: req }) => {
        decided = ((await req.json()) as { decision: string }).decision;
        return HttpResponse.json({ ...discount('Approved'), billId: taxedBill._id });
      }),
    );
    renderWithProviders(<BillingHomePage />);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Discounts waiting for approval' });
    await user.click(
      within(within(table).getByRole('row', { name: /Sita Rao/ })).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('Approved: the bill of Sita Rao is final')).toBeInTheDocument();
    expect(decided).toBe('Approved');
    expect(await screen.findByText('No discounts waiting for approval')).toBeInTheDocument();
  });

  it("gives a clinic's own cashier role, who sees neither queue nor shift, links to their screens", async () => {
    mockMe([], { permissions: ['patients.read', 'charges.read', 'bills.read', 'op-bills.bill', 'billing.day-end'] });
    mockClock();
    renderWithProviders(<BillingHomePage />);
    const links = within(await section('Your billing screens'));
    expect(links.getByRole('link', { name: 'Bill OP charges' })).toHaveAttribute('href', '/billing/op-bills');
    expect(links.getByRole('link', { name: 'Day end' })).toHaveAttribute('href', '/billing/day-end');
    expect(screen.queryByRole('region', { name: 'Unbilled OP charges' })).not.toBeInTheDocument();
  });
});
