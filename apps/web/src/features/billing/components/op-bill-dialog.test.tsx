import type { Bill, OpPending } from '@clinic/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { discount } from '../../../testing/fixtures/billing.ts';
import { OpBillDialog } from './op-bill-dialog.tsx';

const patientId = '3f2a1b4c-5d6e-4f70-8a91-b2c3d4e5f601';
const consult = '11111111-2222-4333-8444-555555555501';
const cbc = '11111111-2222-4333-8444-555555555502';
const patient = { _id: patientId, name: 'Ravi Kumar', mrn: 'MRN-000123', phone: '9876543210' };
const charge = { sourceArea: 'reception', quantity: 1, gstRateBp: 0, createdAt: '2026-11-23T09:30:00.000Z' };
const pending: OpPending = {
  patient,
  charges: [
    {
      ...charge,
      _id: consult,
      serviceName: 'Consultation',
      category: 'OPD',
      unitPricePaise: 500_00,
      amountPaise: 500_00,
    },
    {
      ...charge,
      _id: cbc,
      serviceName: 'Complete Blood Count',
      category: 'Lab',
      unitPricePaise: 350_00,
      amountPaise: 350_00,
    },
  ],
  discountApprovalPercent: 10,
};
const bill: Bill = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  number: 'OP-2026-0042',
  kind: 'OP',
  documentType: 'Bill of Supply',
  patient,
  stay: null,
  lines: [],
  grossPaise: 850_00,
  discountPaise: 0,
  discountPercent: 0,
  discountReason: '',
  taxPaise: 0,
  roundOffPaise: 0,
  totalPaise: 850_00,
  payerSharePaise: 0,
  payerSplit: null,
  payerName: '',
  creditNotePaise: 0,
  paidPaise: 850_00,
  balancePaise: 0,
  payments: [],
  finalizedBy: 'Asha Menon',
  finalizedAt: '2026-11-23T10:00:00.000Z',
};

/** The pending charges, and the bill save whose bodies (and idempotency keys) are kept. */
function billingApi(reply: () => Response = () => HttpResponse.json(bill, { status: 201 })) {
  const sent: { body: unknown; key: string | null }[] = [];
  mockMe(['billing']);
  server.use(
    http.get(`/api/billing/op/${patientId}`, () => HttpResponse.json(pending)),
    http.post('/api/billing/op-bills', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return reply();
    }),
  );
  return sent;
}

function renderDialog() {
  const onBilled = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<OpBillDialog patientId={patientId} onBilled={onBilled} onClose={onClose} />);
  return { onBilled, onClose, user: userEvent.setup() };
}

const totals = () => within(screen.getByRole('group', { name: 'Bill totals' }));
const row = (label: string) => totals().getByText(label).closest('tr') as HTMLElement;

describe('OP bill dialog', () => {
  it('titles the dialog with the patient, ticks every pending charge and totals them', async () => {
    billingApi();
    renderDialog();
    expect(await screen.findByText('Bill · Ravi Kumar (MRN-000123)')).toBeInTheDocument();
    expect(screen.getByText('Once finalized, charges cannot be edited or items added')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bill Consultation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bill Complete Blood Count' })).toBeChecked();
    expect(row('Gross')).toHaveTextContent('₹850.00');
    expect(row('Total')).toHaveTextContent('₹850.00');
    expect(row('Balance')).toHaveTextContent('₹0.00');
    expect(screen.getByText('Above 10% needs approval')).toBeInTheDocument();
  });

  it('leaves an unticked charge out of the totals and the bill, and cannot bill nothing', async () => {
    const sent = billingApi();
    const { user } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Bill Complete Blood Count' }));
    expect(row('Total')).toHaveTextContent('₹500.00');
    await user.click(screen.getByRole('button', { name: 'Confirm & print' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ chargeIds: [consult], payment: { amountPaise: 500_00 } });

    await user.click(screen.getByRole('checkbox', { name: 'Bill Consultation' }));
    expect(screen.getByRole('button', { name: 'Confirm & print' })).toBeDisabled();
  });

  it('takes the discount off the total and only lets a reason be written once there is a discount', async () => {
    billingApi();
    const { user } = renderDialog();
    const reason = await screen.findByRole('textbox', { name: 'Discount reason' });
    expect(reason).toBeDisabled();
    const percent = screen.getByRole('textbox', { name: /Discount \(%\)/ });
    await user.clear(percent);
    await user.type(percent, '10');
    expect(reason).toBeEnabled();
    expect(row('Discount')).toHaveTextContent('₹85.00');
    expect(row('Total')).toHaveTextContent('₹765.00');
    expect(row('Paid')).toHaveTextContent('₹765.00');
  });

  it('reads a discount typed after the 0 the field starts with', async () => {
    billingApi();
    const { user } = renderDialog();
    const percent = await screen.findByRole('textbox', { name: /Discount \(%\)/ });
    await user.click(percent);
    await user.keyboard('{End}5');
    expect(screen.getByRole('textbox', { name: 'Discount reason' })).toBeEnabled();
    expect(row('Discount')).toHaveTextContent('₹42.50');
  });

  it('sends a cash bill with the discount, its reason and the full amount paid', async () => {
    const sent = billingApi();
    const { user, onBilled } = renderDialog();
    const percent = await screen.findByRole('textbox', { name: /Discount \(%\)/ });
    await user.clear(percent);
    await user.type(percent, '5');
    await user.type(screen.getByRole('textbox', { name: 'Discount reason' }), 'Senior citizen');
    await user.click(screen.getByRole('button', { name: 'Confirm & print' }));
    await waitFor(() => expect(onBilled).toHaveBeenCalledWith(bill, 'A5'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      patientId,
      chargeIds: [consult, cbc],
      discountPercent: 5,
      discountFlatPaise: 0,
      discountReason: 'Senior citizen',
      payment: { mode: 'Cash', reference: '', amountPaise: 808_00 },
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Bill OP-2026-0042 finalized')).toBeInTheDocument();
  });

  it('takes a flat discount in rupees off the total', async () => {
    const sent = billingApi();
    const { user } = renderDialog();
    await screen.findByText('Bill · Ravi Kumar (MRN-000123)');
    await user.click(screen.getByText('₹'));
    await user.type(screen.getByRole('textbox', { name: 'Discount (₹)' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Discount reason' }), 'Staff family');
    expect(row('Discount')).toHaveTextContent('₹50.00');
    expect(row('Total')).toHaveTextContent('₹800.00');
    await user.click(screen.getByRole('button', { name: 'Confirm & print' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      discountPercent: 0,
      discountFlatPaise: 50_00,
      payment: { amountPaise: 800_00 },
    });
  });

  it('sends a discount above the limit for approval, without a payment, and closes', async () => {
    billingApi();
    const asked: unknown[] = [];
    server.use(
      http.post('/api/billing/op-bills/discount-requests', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(discount('Pending approval'), { status: 201 });
      }),
    );
    const { user, onClose, onBilled } = renderDialog();
    const percent = await screen.findByRole('textbox', { name: /Discount \(%\)/ });
    await user.clear(percent);
    await user.type(percent, '20');
    await user.type(screen.getByRole('textbox', { name: 'Discount reason' }), 'Hardship');
    expect(screen.getByText('Above 10%: the bill waits for approval, then you take the payment')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Paid amount (₹)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked).toEqual([
      { patientId, chargeIds: [consult, cbc], discountPercent: 20, discountFlatPaise: 0, discountReason: 'Hardship' },
    ]);
    expect(onBilled).not.toHaveBeenCalled();
  });

  it('lets whoever approves discounts finalize above the limit at once', async () => {
    const sent = billingApi();
    mockMe(['clinicAdmin']);
    const { user } = renderDialog();
    const percent = await screen.findByRole('textbox', { name: /Discount \(%\)/ });
    await user.clear(percent);
    await user.type(percent, '20');
    await user.type(screen.getByRole('textbox', { name: 'Discount reason' }), 'Hardship');
    await user.click(await screen.findByRole('button', { name: 'Confirm & print' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('asks for a reference for Card and UPI and sends it with a part payment and the 80mm paper', async () => {
    const sent = billingApi();
    const { user, onBilled } = renderDialog();
    await screen.findByText('Bill · Ravi Kumar (MRN-000123)');
    expect(screen.queryByRole('textbox', { name: /reference/ })).not.toBeInTheDocument();
    await user.click(screen.getByText('Card'));
    expect(screen.getByRole('textbox', { name: /Card reference/ })).toBeInTheDocument();
    await user.click(screen.getByText('UPI'));
    await user.type(screen.getByRole('textbox', { name: /UPI reference/ }), 'UPI-7788');
    await user.tripleClick(screen.getByRole('textbox', { name: 'Paid amount (₹)' }));
    await user.keyboard('600');
    expect(row('Balance')).toHaveTextContent('₹250.00');
    await user.click(screen.getByText('80mm'));
    await user.click(screen.getByRole('button', { name: 'Confirm & print' }));
    await waitFor(() => expect(onBilled).toHaveBeenCalledWith(bill, '80mm'));
    expect(sent[0]?.body).toMatchObject({ payment: { mode: 'UPI', reference: 'UPI-7788', amountPaise: 600_00 } });
  });

  it("shows the server's field errors and message on a 422, and retries with the same key", async () => {
    const sent = billingApi(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Please correct the highlighted fields',
            fields: { discountReason: 'Give the reason for the discount' },
          },
        },
        { status: 422 },
      ),
    );
    const { user, onBilled } = renderDialog();
    const percent = await screen.findByRole('textbox', { name: /Discount \(%\)/ });
    await user.type(percent, '5');
    await user.click(screen.getByRole('button', { name: 'Confirm & print' }));
    expect(await screen.findByText('Give the reason for the discount')).toBeInTheDocument();
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(onBilled).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm & print' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it('shows the conflict message when the charges were billed elsewhere (409)', async () => {
    billingApi(() =>
      HttpResponse.json(
        { error: { code: 'CONFLICT', message: 'These charges have already been billed' } },
        { status: 409 },
      ),
    );
    const { user, onBilled } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Confirm & print' }));
    expect(await screen.findByText('These charges have already been billed')).toBeInTheDocument();
    expect(onBilled).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm & print' })).toBeEnabled();
  });

  it('says so when nothing is waiting to be billed', async () => {
    server.use(http.get(`/api/billing/op/${patientId}`, () => HttpResponse.json({ ...pending, charges: [] })));
    renderDialog();
    expect(await screen.findByText('No pending charges to bill.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm & print' })).not.toBeInTheDocument();
  });

  it('offers Try Again when the charges cannot be loaded, and Cancel closes', async () => {
    let calls = 0;
    server.use(
      http.get(`/api/billing/op/${patientId}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json(pending);
      }),
    );
    const { user, onClose } = renderDialog();
    expect(await screen.findByText('Failed to load the charges. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
