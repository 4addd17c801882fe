import type { BillSummary } from '@clinic/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { PatientBills } from './patient-bills.tsx';

const patientId = '7a000000-0000-4000-8000-0000000000f1';
const partPaid: BillSummary = {
  _id: 'b1000000-0000-4000-8000-000000000001',
  number: 'BL/2627/000042',
  kind: 'OP',
  documentType: 'Bill of Supply',
  totalPaise: 120_000,
  paidPaise: 50_000,
  balancePaise: 70_000,
  finalizedAt: '2026-11-25T05:00:00.000Z',
};

function billsApi() {
  const sent: { body: unknown; key: string | null }[] = [];
  let bills = [partPaid];
  server.use(
    http.get(`/api/billing/patients/${patientId}/bills`, () => HttpResponse.json(bills)),
    http.post(`/api/billing/bills/${partPaid._id}/payments`, async ({ request }) => {
      const body = (await request.json()) as { amountPaise: number };
      sent.push({ body, key: request.headers.get('idempotency-key') });
      bills = [{ ...partPaid, paidPaise: 120_000, balancePaise: 0 }];
      return HttpResponse.json(
        {
          _id: 'p1',
          receiptNumber: 'RC/2627/000317',
          purpose: 'Bill',
          mode: 'UPI',
          reference: 'UPI-771204',
          amountPaise: body.amountPaise,
          receivedBy: 'Front Desk',
          receivedAt: '2026-11-25T06:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe('settling a part-paid bill', () => {
  it('shows the dues, takes the rest by UPI with its reference and one retry key, and then shows no dues', async () => {
    mockMe(['reception']);
    const sent = billsApi();
    renderWithProviders(<PatientBills patientId={patientId} />);
    expect(await screen.findByText('Dues: ₹700.00')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: `Take payment on ${partPaid.number}` });
    expect(within(dialog).getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('700');
    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the UPI reference');
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'UPI reference' }), 'UPI-771204');
    await user.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ mode: 'UPI', reference: 'UPI-771204', amountPaise: 70_000 });
    expect(sent[0]?.key).toBeTruthy();
    expect(await screen.findByText('Payment received: RC/2627/000317')).toBeInTheDocument();
    expect(await screen.findByText('No dues')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
  });

  it('offers no payment to someone who may only read bills', async () => {
    mockMe(['nurse'], { permissions: ['bills.read'] });
    billsApi();
    renderWithProviders(<PatientBills patientId={patientId} />);
    expect(await screen.findByText('Dues: ₹700.00')).toBeInTheDocument();
    await expect(screen.findByRole('button', { name: 'Take payment' }, { timeout: 300 })).rejects.toThrow();
  });
});
