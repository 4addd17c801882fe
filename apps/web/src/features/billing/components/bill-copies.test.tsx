import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { admissionId, initiated } from '../../../testing/fixtures/billing.ts';
import { taxedBill } from '../../../testing/fixtures/bills.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { BillPrintButton } from './bill-print-buttons.tsx';
import { IpBillPanel } from './ip-bill-panel.tsx';

const ipBill = { ...taxedBill, kind: 'IP' as const, number: 'BL/2627/000124' };

let print = vi.fn();
beforeEach(() => {
  mockMe(['billing']);
  mockClinic();
  server.use(http.get(`/api/billing/ip/${admissionId}/pending-orders`, () => HttpResponse.json([])));
  print = vi.fn();
  vi.spyOn(window, 'print').mockImplementation(print);
});
afterEach(() => vi.restoreAllMocks());

describe('The original and the duplicates of an IP bill', () => {
  it('prints the original as the bill is finalized', async () => {
    server.use(http.post(`/api/billing/ip/${admissionId}/finalize`, () => HttpResponse.json(ipBill, { status: 201 })));
    renderWithProviders(<IpBillPanel view={initiated} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Finalize bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize bill' });
    await user.click(within(dialog).getByRole('button', { name: 'Finalize bill' }));
    const sheet = await screen.findByTestId('bill-print');
    expect(sheet).toHaveTextContent('BL/2627/000124');
    expect(sheet).not.toHaveTextContent('DUPLICATE');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints the finalized bill from the bill page later as a DUPLICATE', async () => {
    server.use(http.get(`/api/billing/bills/${ipBill._id}`, () => HttpResponse.json(ipBill)));
    const finalized = {
      _id: ipBill._id,
      number: ipBill.number,
      kind: 'IP' as const,
      documentType: ipBill.documentType,
      totalPaise: ipBill.totalPaise,
      paidPaise: ipBill.paidPaise,
      balancePaise: 0,
      finalizedAt: ipBill.finalizedAt,
    };
    renderWithProviders(<BillPrintButton view={{ ...initiated, finalized }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print bill' }));
    const sheet = await screen.findByTestId('bill-print');
    expect(within(sheet).getByText('DUPLICATE')).toBeInTheDocument();
  });
});
