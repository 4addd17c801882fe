import type { Bill, OpPending } from '@clinic/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { OpBillButton } from './op-bill-button.tsx';

const patient = {
  _id: '3f2a1b4c-5d6e-4f70-8a91-b2c3d4e5f6a2',
  name: 'Sita Rao',
  mrn: 'MRN-000321',
  phone: '9123456780',
};
const pending: OpPending = {
  patient,
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
      createdAt: '2026-11-23T09:30:00.000Z',
    },
  ],
  discountApprovalPercent: 10,
};
const bill: Bill = {
  _id: 'b0000000-0000-4000-8000-0000000000a2',
  number: 'OP-2026-0043',
  kind: 'OP',
  documentType: 'Bill of Supply',
  patient,
  stay: null,
  lines: [
    {
      lineNo: 1,
      chargeId: '11111111-2222-4333-8444-5555555555a1',
      section: 'Services',
      description: 'Consultation',
      category: 'OPD',
      quantity: 1,
      unitPricePaise: 600_00,
      amountPaise: 600_00,
      discountPaise: 0,
      gstRateBp: 0,
      taxPaise: 0,
      totalPaise: 600_00,
    },
  ],
  grossPaise: 600_00,
  discountPaise: 0,
  discountPercent: 0,
  discountReason: '',
  taxPaise: 0,
  roundOffPaise: 0,
  totalPaise: 600_00,
  payerSharePaise: 0,
  payerSplit: null,
  payerName: '',
  creditNotePaise: 0,
  paidPaise: 600_00,
  balancePaise: 0,
  payments: [],
  finalizedBy: 'Asha Menon',
  finalizedAt: '2026-11-23T10:00:00.000Z',
};

let print = vi.fn();
beforeEach(() => {
  print = vi.fn();
  vi.spyOn(window, 'print').mockImplementation(print);
});
afterEach(() => vi.restoreAllMocks());

function billingApi(reply: () => Response = () => HttpResponse.json(bill, { status: 201 })) {
  mockMe(['billing'], { name: 'Kiran Shah' });
  mockClinic();
  let bills = 0;
  server.use(
    http.get(`/api/billing/op/${patient._id}`, () => HttpResponse.json(pending)),
    http.post('/api/billing/op-bills', () => {
      bills += 1;
      return reply();
    }),
  );
  return { bills: () => bills };
}

describe('Bill button', () => {
  it('opens the bill dialog for the patient and closes it on Cancel', async () => {
    billingApi();
    renderWithProviders(<OpBillButton patientId={patient._id} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bill' }));
    expect(await screen.findByText('Bill · Sita Rao (MRN-000321)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Bill · Sita Rao (MRN-000321)')).not.toBeInTheDocument());
  });

  it('prints the finalized bill on the chosen paper, signed by the user, and closes the dialog', async () => {
    const api = billingApi();
    renderWithProviders(<OpBillButton patientId={patient._id} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bill' }));
    await user.click(await screen.findByText('80mm'));
    await user.click(screen.getByRole('button', { name: 'Confirm & print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(api.bills()).toBe(1);
    const printed = screen.getByTestId('bill-print');
    expect(printed).toHaveAttribute('data-paper', '80mm');
    expect(within(printed).getByRole('heading', { name: 'Bill of Supply' })).toBeInTheDocument();
    expect(within(printed).getByText('OP-2026-0043', { exact: false })).toBeInTheDocument();
    expect(printed).toHaveTextContent('Sita Rao');
    expect(printed).toHaveTextContent(/by Kiran Shah/);
    await waitFor(() => expect(screen.queryByText('Bill · Sita Rao (MRN-000321)')).not.toBeInTheDocument());
  });

  it('prints nothing when the bill is refused', async () => {
    billingApi(() =>
      HttpResponse.json(
        { error: { code: 'CONFLICT', message: 'These charges have already been billed' } },
        { status: 409 },
      ),
    );
    renderWithProviders(<OpBillButton patientId={patient._id} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bill' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm & print' }));
    expect(await screen.findByText('These charges have already been billed')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    expect(screen.queryByTestId('bill-print')).not.toBeInTheDocument();
  });
});
