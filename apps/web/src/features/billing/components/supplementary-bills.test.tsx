import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { admissionId, initiated } from '../../../testing/fixtures/billing.ts';
import { taxedBill } from '../../../testing/fixtures/bills.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { mockClinic } from '../../../testing/clinic.ts';
import { SupplementaryBills } from './supplementary-bills.tsx';

const finalized = {
  _id: 'b1000000-0000-4000-8000-000000000001',
  number: 'BL/2627/000101',
  kind: 'IP' as const,
  documentType: 'Bill of Supply' as const,
  totalPaise: 1_900_00,
  paidPaise: 1_900_00,
  balancePaise: 0,
  finalizedAt: '2026-11-24T06:00:00.000Z',
};
const afterFinal = { ...initiated, finalized, afterFinal: { charges: 2, amountPaise: 1_250_00 } };

describe('charges after the final bill', () => {
  beforeEach(() => mockClinic());
  it('are shown as not yet billed and go on a supplementary bill printed as its original', async () => {
    mockMe(['billing']);
    let made = 0;
    server.use(
      http.post(`/api/billing/ip/${admissionId}/supplementary-bill`, () => {
        made += 1;
        return HttpResponse.json(taxedBill, { status: 201 });
      }),
    );
    window.print = () => undefined;
    renderWithProviders(<SupplementaryBills view={afterFinal} />);
    expect(screen.getByText(/2 charges came after the final bill: ₹1,250.00 not yet billed/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Make supplementary bill' }));
    await waitFor(() => expect(made).toBe(1));
    expect(await screen.findByText(`Supplementary bill ${taxedBill.number} made`)).toBeInTheDocument();
  });

  it('lists the supplementary bills with their balance, and offers nothing to a desk that cannot bill', async () => {
    mockMe(['nurse']);
    const supp = {
      ...finalized,
      _id: 'b1000000-0000-4000-8000-000000000002',
      number: 'BL/2627/000120',
      balancePaise: 450_00,
    };
    renderWithProviders(<SupplementaryBills view={{ ...afterFinal, supplementary: [supp] }} />);
    expect(await screen.findByRole('table', { name: 'Supplementary bills' })).toHaveTextContent('BL/2627/000120');
    expect(screen.getByRole('table', { name: 'Supplementary bills' })).toHaveTextContent('₹450.00');
    expect(screen.queryByRole('button', { name: 'Make supplementary bill' })).not.toBeInTheDocument();
  });

  it('shows nothing before the final bill', () => {
    mockMe(['billing']);
    renderWithProviders(<SupplementaryBills view={initiated} />);
    expect(screen.queryByText('After the final bill')).not.toBeInTheDocument();
  });
});
