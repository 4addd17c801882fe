import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicProfile, mockClinic } from '../../../testing/clinic.ts';
import { counterBill } from '../../../testing/fixtures/pharmacy.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { mockMe } from '../../../testing/session.ts';
import { CreditNotePrint } from './credit-note-print.tsx';
import { PharmacyBillPrint } from './pharmacy-bill-print.tsx';
import { SaleSummary } from './sale-summary.tsx';

const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
const totalsOf = (sheet: HTMLElement) => within(sheet).getAllByRole('table').at(-1) as HTMLElement;

describe('The pharmacy bill print', () => {
  it("carries the pharmacy's drug licences, the prescriber's registration and GST per rate in equal halves", () => {
    render(
      <PharmacyBillPrint
        sale={counterBill}
        clinic={{ ...clinicProfile, drugLicenceWholesale: 'MH-PZ3-20B-123458' }}
        paper="A5"
        printedBy="Asha Menon"
      />,
    );
    const sheet = screen.getByTestId('pharmacy-bill-print');
    expect(sheet).toHaveTextContent('GSTIN 27AAPFU0939F1ZV');
    expect(sheet).toHaveTextContent('D.L. No. (Retail, 20/21): MH-PZ3-20-123456 / MH-PZ3-21-123457');
    expect(sheet).toHaveTextContent('D.L. No. (Wholesale, 20B/21B): MH-PZ3-20B-123458');
    expect(sheet).toHaveTextContent('Prescriber: Dr. S. Iyer · Reg. KMC 12345');
    expect(within(totalsOf(sheet)).getAllByRole('row').map(cells)).toEqual([
      ['Total at MRP', '₹130.00'],
      ['Taxable value', '₹117.86'],
      ['CGST @ 2.5%', '₹0.71'],
      ['SGST @ 2.5%', '₹0.71'],
      ['CGST @ 6%', '₹5.36'],
      ['SGST @ 6%', '₹5.36'],
      ['Round off', '₹0.00'],
      ['Total', '₹130.00'],
    ]);
    expect(sheet).toHaveTextContent('Rupees One Hundred Thirty Only');
    expect(sheet).not.toHaveTextContent('DUPLICATE');
  });

  it('marks a reprint DUPLICATE under the title', () => {
    render(
      <PharmacyBillPrint
        sale={counterBill}
        clinic={clinicProfile}
        paper="80mm"
        printedBy="Asha Menon"
        copy="duplicate"
      />,
    );
    const sheet = screen.getByTestId('pharmacy-bill-print');
    expect(within(sheet).getByText('DUPLICATE')).toHaveClass('print-copy-mark');
  });
});

describe('The credit note print', () => {
  it('reverses GST per rate in equal halves, with the refund in words and the retail licence', () => {
    const [cefixime] = counterBill.lines;
    const line = { ...cefixime!, disposition: 'Restock' as const };
    render(
      <CreditNotePrint
        note={{
          _id: 'cn000000-0000-4000-8000-000000000001',
          creditNoteNumber: 'CN/2627/00009',
          billNumber: counterBill.billNumber,
          patientName: counterBill.patientName,
          reason: 'Course changed',
          returnedAt: '2026-11-24T10:00:00.000Z',
          returnedBy: 'Asha Menon',
          lines: [line],
          amountPaise: 100_00,
          taxablePaise: 89_29,
          cgstPaise: 5_36,
          sgstPaise: 5_36,
          roundOffPaise: -1,
          totalPaise: 100_00,
          refund: { receiptNumber: 'RCP/2627/000078', mode: 'Cash', reference: null },
        }}
        clinic={clinicProfile}
        paper="A5"
        printedBy="Asha Menon"
      />,
    );
    const sheet = screen.getByTestId('credit-note-print');
    expect(within(totalsOf(sheet)).getAllByRole('row').map(cells)).toEqual([
      ['Taxable value', '₹89.29'],
      ['CGST @ 6%', '₹5.36'],
      ['SGST @ 6%', '₹5.36'],
      ['Round off', '-₹0.01'],
      ['Refund', '₹100.00'],
    ]);
    expect(sheet).toHaveTextContent('Rupees One Hundred Only');
    expect(sheet).toHaveTextContent('D.L. No. (Retail, 20/21): MH-PZ3-20-123456');
  });
});

describe('The bill after a sale', () => {
  let print = vi.fn();
  beforeEach(() => {
    mockMe(['pharmacy']);
    mockClinic();
    print = vi.fn();
    vi.spyOn(window, 'print').mockImplementation(print);
  });
  afterEach(() => vi.restoreAllMocks());

  it('prints the original first, and any print after that as a duplicate', async () => {
    renderWithProviders(<SaleSummary sale={counterBill} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print A5' }));
    expect(await screen.findByTestId('pharmacy-bill-print')).not.toHaveTextContent('DUPLICATE');
    await user.click(screen.getByRole('button', { name: 'Print 80 mm' }));
    expect(await screen.findByText('DUPLICATE')).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(2);
  });
});
