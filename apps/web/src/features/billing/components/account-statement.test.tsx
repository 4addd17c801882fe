import type { PatientAccount } from '@clinic/shared/billing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { AccountStatementButton } from './account-statement.tsx';

const patientId = '3f2a1b4c-5d6e-4f70-8a91-b2c3d4e5f601';
const account: PatientAccount = {
  patient: { _id: patientId, name: 'Ravi Kumar', mrn: 'MRN-000123' },
  entries: [
    {
      at: '2026-11-20T05:00:00.000Z',
      kind: 'Deposit',
      number: 'RC/2627/000010',
      detail: 'UPI UPI-1',
      debitPaise: 0,
      creditPaise: 5_000_00,
      balancePaise: -5_000_00,
    },
    {
      at: '2026-11-24T05:00:00.000Z',
      kind: 'Bill',
      number: 'BL/2627/000101',
      detail: 'IP bill',
      debitPaise: 1_23_456_00,
      creditPaise: 0,
      balancePaise: 1_18_456_00,
    },
  ],
  billedPaise: 1_23_456_00,
  paidPaise: 5_000_00,
  balancePaise: 1_18_456_00,
  credit: [
    {
      _id: 'c1',
      amountPaise: 1_18_456_00,
      validUntil: '2026-12-31',
      reason: 'Employer pays',
      approvedBy: 'Anita Desai',
      admissionId: null,
    },
  ],
};

describe('the account statement', () => {
  it('lists every entry with the running balance, what is owed and the credit allowed', async () => {
    server.use(http.get(`/api/billing/patients/${patientId}/account`, () => HttpResponse.json(account)));
    renderWithProviders(<AccountStatementButton patientId={patientId} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account statement' }));
    const table = await screen.findByRole('table', { name: 'Account statement' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('-₹5,000.00');
    expect(rows[2]).toHaveTextContent('₹1,23,456.00');
    expect(rows[2]).toHaveTextContent('₹1,18,456.00');
    expect(screen.getByText('Owes ₹1,18,456.00')).toBeInTheDocument();
    expect(screen.getByText(/Credit of ₹1,18,456.00 allowed by Anita Desai/)).toBeInTheDocument();
  });
});
