import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { admissionId, discount, initiated, view } from '../../../testing/fixtures/billing.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { IpBillPanel } from './ip-bill-panel.tsx';

const receipt = {
  ...view.deposits[0],
  receiptNumber: 'RCP-0102',
  mode: 'UPI',
  reference: 'UPI-88',
  amountPaise: 500_00,
};

function billApi() {
  mockMe(['billing']);
  mockClinic();
  const deposits: unknown[] = [];
  const finals: unknown[] = [];
  server.use(
    http.get(`/api/billing/ip/${admissionId}/pending-orders`, () => HttpResponse.json([])),
    http.post(`/api/billing/ip/${admissionId}/deposits`, async ({ request }) => {
      deposits.push(await request.json());
      return HttpResponse.json(receipt, { status: 201 });
    }),
    http.post(`/api/billing/ip/${admissionId}/finalize`, async ({ request }) => {
      finals.push(await request.json());
      return HttpResponse.json({ number: 'IP-2026-0007' }, { status: 201 });
    }),
  );
  return { deposits, finals };
}

const figure = (label: string) =>
  within(screen.getByRole('table', { name: 'Bill summary' }))
    .getByText(label)
    .closest('tr') as HTMLElement;

describe('IP bill', () => {
  it('shows the provisional bill by section with paid tags, the figures and the deposits', () => {
    billApi();
    renderWithProviders(<IpBillPanel view={view} />);
    expect(screen.getByText('Provisional')).toBeInTheDocument();
    expect(screen.getByText('Room days by midnight census')).toBeInTheDocument();
    const rooms = within(screen.getByRole('table', { name: 'Room Charges' }));
    expect(rooms.getByText('General Ward A · A-4')).toBeInTheDocument();
    expect(rooms.getByText('Paid')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Services' })).getByText('Un-Paid')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing yet.')).toHaveLength(3);
    expect(figure('Bill total')).toHaveTextContent('₹3,800.00');
    expect(figure('Deposits and payments (less refunds)')).toHaveTextContent('− ₹3,000.00');
    expect(figure('Balance due')).toHaveTextContent('₹800.00');
    expect(screen.getByText('RCP-0101 Cash ₹3,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Patient bill' })).toHaveAttribute(
      'href',
      `/billing/patient-bill?admission=${admissionId}`,
    );
  });

  it('cannot be finalized before the ward initiates the discharge', () => {
    billApi();
    renderWithProviders(<IpBillPanel view={view} />);
    expect(screen.getByRole('button', { name: 'Finalize bill' })).toBeDisabled();
    expect(screen.getByText('The bill is finalized once the ward initiates the discharge.')).toBeInTheDocument();
  });

  it('takes a UPI deposit with its reference, in paise, and clears the amount', async () => {
    const { deposits } = billApi();
    renderWithProviders(<IpBillPanel view={view} />);
    const user = userEvent.setup();
    const take = screen.getByRole('button', { name: 'Take deposit' });
    expect(take).toBeDisabled();
    const amount = screen.getByRole('textbox', { name: 'Deposit (₹)' });
    await user.type(amount, '500');
    await user.click(screen.getByText('UPI'));
    await user.type(screen.getByRole('textbox', { name: 'UPI reference' }), 'UPI-88');
    await user.click(take);
    await waitFor(() => expect(deposits).toEqual([{ mode: 'UPI', reference: 'UPI-88', amountPaise: 500_00 }]));
    expect(await screen.findByText('Deposit received: RCP-0102')).toBeInTheDocument();
    expect(amount).toHaveValue('');
  });

  it('finalizes with a discount and its reason once the discharge is initiated', async () => {
    const { finals } = billApi();
    server.use(
      http.post(`/api/billing/ip/${admissionId}/finalize`, async ({ request }) => {
        finals.push(await request.json());
        return HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'This bill has already been finalized' } },
          { status: 409 },
        );
      }),
    );
    renderWithProviders(<IpBillPanel view={initiated} />);
    const user = userEvent.setup();
    expect(screen.queryByText('The bill is finalized once the ward initiates the discharge.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalize bill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalize bill' }));
    expect(dialog.getByText('Total so far ₹3,800.00; deposits ₹3,000.00.')).toBeInTheDocument();
    expect(dialog.getByText('Once finalized, charges cannot be edited or items added')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Discount reason' })).toBeDisabled();
    // Over the 0 already there (typing after it gives "05", which the dialog reads as 0).
    await user.tripleClick(dialog.getByRole('textbox', { name: 'Discount (%)' }));
    await user.keyboard('5');
    await user.type(dialog.getByRole('textbox', { name: 'Discount reason' }), 'Long stay');
    await user.click(dialog.getByRole('button', { name: 'Finalize bill' }));
    await waitFor(() =>
      expect(finals).toEqual([{ discountPercent: 5, discountReason: 'Long stay', carryPendingOrders: false }]),
    );
    expect(await screen.findByText('This bill has already been finalized')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Finalize bill' })).toBeInTheDocument();
  });

  it('lists pending orders and finalizes only once the desk chooses to carry them', async () => {
    const { finals } = billApi();
    server.use(
      http.get(`/api/billing/ip/${admissionId}/pending-orders`, () =>
        HttpResponse.json([
          {
            _id: '0e000000-0000-4000-8000-0000000000a1',
            encounterId: null,
            patientId: '7a000000-0000-4000-8000-0000000000a1',
            serviceId: '5e000000-0000-4000-8000-0000000000a1',
            serviceName: 'Blood culture',
            category: 'Laboratory',
            price: 900,
            status: 'Sample collected',
            phase: 'In progress',
            charge: 'Pending',
            cancelReason: null,
            cancelledBy: null,
            orderedBy: 'Dr. Iyer',
            orderedAt: '2026-11-22T05:00:00.000Z',
          },
        ]),
      ),
      http.post(`/api/billing/ip/${admissionId}/finalize`, async ({ request }) => {
        finals.push(await request.json());
        return HttpResponse.json({ error: { code: 'CONFLICT', message: 'stop here' } }, { status: 409 });
      }),
    );
    renderWithProviders(<IpBillPanel view={initiated} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Finalize bill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalize bill' }));
    expect(await dialog.findByText('Blood culture · Sample collected · ordered by Dr. Iyer')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Finalize bill' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Carry the pending orders on this bill' }));
    await user.click(dialog.getByRole('button', { name: 'Finalize bill' }));
    await waitFor(() => expect(finals).toEqual([{ discountPercent: 0, discountReason: '', carryPendingOrders: true }]));
  });

  it('holds the finalize while a discount waits for approval', async () => {
    billApi();
    renderWithProviders(<IpBillPanel view={{ ...initiated, discounts: [discount('Pending approval')] }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Finalize bill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalize bill' }));
    expect(dialog.getByText("A discount is waiting for a clinic administrator's approval.")).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Finalize bill' })).toBeDisabled();
  });

  it('applies an approved discount instead of asking for one', async () => {
    billApi();
    renderWithProviders(<IpBillPanel view={{ ...initiated, discounts: [discount('Approved')] }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Finalize bill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalize bill' }));
    expect(dialog.getByText(/Approved discounts apply: 15% on Whole bill\./)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'Discount (%)' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Finalize bill' })).toBeEnabled();
  });

  it('shows a finalized bill without deposit or finalize, and an excess to refund', () => {
    billApi();
    renderWithProviders(
      <IpBillPanel
        view={{
          ...initiated,
          paidPaise: 4_000_00,
          balancePaise: -200_00,
          finalized: {
            _id: 'b1000000-0000-4000-8000-0000000000d1',
            number: 'IP-2026-0007',
            kind: 'IP',
            documentType: 'Bill of Supply',
            totalPaise: 3_800_00,
            paidPaise: 4_000_00,
            balancePaise: -200_00,
            finalizedAt: '2026-11-23T07:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByText('Finalized IP-2026-0007')).toBeInTheDocument();
    expect(figure('Excess to refund')).toHaveTextContent('₹200.00');
    expect(screen.queryByRole('button', { name: 'Take deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalize bill' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print bill' })).toBeInTheDocument();
  });
});
