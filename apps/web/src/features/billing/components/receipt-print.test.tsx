import type { BillSummary } from '@clinic/shared/billing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { view } from '../../../testing/fixtures/billing.ts';
import { taxedBill } from '../../../testing/fixtures/bills.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { FolioPayments } from './folio-payments.tsx';
import { PatientBillsTable } from './patient-bills-table.tsx';

const summary: BillSummary = {
  _id: taxedBill._id,
  number: taxedBill.number,
  kind: 'OP',
  documentType: taxedBill.documentType,
  totalPaise: taxedBill.totalPaise,
  paidPaise: taxedBill.paidPaise,
  balancePaise: 0,
  finalizedAt: taxedBill.finalizedAt,
};

let print = vi.fn();
beforeEach(() => {
  mockMe(['billing']);
  mockClinic();
  server.use(http.get(`/api/billing/bills/${taxedBill._id}`, () => HttpResponse.json(taxedBill)));
  print = vi.fn();
  vi.spyOn(window, 'print').mockImplementation(print);
});
afterEach(() => vi.restoreAllMocks());

async function printOn(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, paper: string) {
  await user.click(button);
  await user.click(await screen.findByRole('menuitem', { name: paper }));
}

describe('Receipts and refund vouchers', () => {
  it('print a refund on its own as a voucher: number, date, patient, mode, amount in figures and words, who paid', async () => {
    renderWithProviders(<PatientBillsTable bills={[summary]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Receipts' }));
    const dialog = await screen.findByRole('dialog', { name: `Receipts of ${taxedBill.number}` });
    const refund = within(dialog).getByRole('row', { name: /RC\/2627\/000502/ });
    await printOn(user, within(refund).getByRole('button', { name: 'Print voucher' }), '80 mm roll');
    const voucher = await screen.findByTestId('receipt-print');
    expect(voucher).toHaveAttribute('data-paper', '80mm');
    expect(voucher).toHaveTextContent('Refund Voucher');
    expect(voucher).toHaveTextContent('Voucher No: RC/2627/000502');
    expect(voucher).toHaveTextContent('Paid to: Sita Rao');
    expect(voucher).toHaveTextContent('MRN: MRN-000321');
    expect(voucher).toHaveTextContent('Refund against: Bill BL/2627/000123');
    expect(voucher).toHaveTextContent('Mode: Cash');
    expect(voucher).toHaveTextContent('Amount refunded₹5.00');
    expect(voucher).toHaveTextContent('Rupees Five Only');
    expect(within(voucher).getByLabelText('Paid by')).toHaveTextContent('Billing Desk');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('print a bill payment as a receipt with its UPI reference', async () => {
    renderWithProviders(<PatientBillsTable bills={[summary]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Receipts' }));
    const dialog = await screen.findByRole('dialog', { name: `Receipts of ${taxedBill.number}` });
    const paid = within(dialog).getByRole('row', { name: /RC\/2627\/000501/ });
    await printOn(user, within(paid).getByRole('button', { name: 'Print receipt' }), 'A5');
    const receipt = await screen.findByTestId('receipt-print');
    expect(receipt).toHaveTextContent('Receipt No: RC/2627/000501');
    expect(receipt).toHaveTextContent('Received from: Sita Rao');
    expect(receipt).toHaveTextContent('Reference: UPI-771204');
    expect(receipt).toHaveTextContent('Rupees One Thousand Eight Hundred Eighty Five Only');
    expect(within(receipt).getByLabelText('Received by')).toHaveTextContent('Front Desk');
  });

  it('print a deposit of a stay as a receipt for an advance', async () => {
    renderWithProviders(<FolioPayments view={view} />);
    const user = userEvent.setup();
    const row = screen.getByRole('row', { name: /RCP-0101/ });
    await printOn(user, within(row).getByRole('button', { name: 'Print receipt' }), 'A4');
    const receipt = await screen.findByTestId('receipt-print');
    expect(receipt).toHaveTextContent('IP No: IP-2026-0019');
    expect(receipt).toHaveTextContent('Against: Advance for stay IP-2026-0019');
    expect(receipt).toHaveTextContent('Rupees Three Thousand Only');
    expect(receipt).toHaveTextContent('adjusted in the final bill');
  });
});

describe('A bill printed again from the bill list', () => {
  it('prints as a DUPLICATE', async () => {
    renderWithProviders(<PatientBillsTable bills={[summary]} />);
    const user = userEvent.setup();
    await printOn(user, screen.getByRole('button', { name: 'Print' }), 'A4');
    const sheet = await screen.findByTestId('bill-print');
    expect(within(sheet).getByText('DUPLICATE')).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });
});
