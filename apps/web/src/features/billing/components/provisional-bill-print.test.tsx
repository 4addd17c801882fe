import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinicProfile } from '../../../testing/clinic.ts';
import { line, view } from '../../../testing/fixtures/billing.ts';
import { ProvisionalBillPrint } from './provisional-bill-print.tsx';

const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

describe('The provisional bill print', () => {
  it('prints the stay, every line and the totals on the print kit, in rupees the Indian way', () => {
    render(<ProvisionalBillPrint view={view} clinic={clinicProfile} printedBy="Asha Menon" />);
    const sheet = screen.getByTestId('provisional-bill-print');
    expect(sheet).toHaveTextContent('Patient: Ravi Kumar');
    expect(sheet).toHaveTextContent('MRN: MRN-000123 · 9876543210');
    expect(sheet).toHaveTextContent('IP number: IP-2026-0019');
    expect(sheet).toHaveTextContent('Admitted: 21 Nov 2026, 10:30 am');
    expect(sheet).toHaveTextContent('Discharged: —');
    const [lines, totals] = within(sheet).getAllByRole('table');
    expect(within(lines!).getAllByRole('row').map(cells)).toEqual([
      ['Section', 'Description', 'Qty × Rate', 'Amount'],
      ['Room Charges', 'General Ward A · A-4', '1 × ₹3,000.00', '₹3,000.00'],
      ['Services', 'Chest X-ray', '1 × ₹800.00', '₹800.00'],
    ]);
    expect(within(totals!).getAllByRole('row').map(cells)).toEqual([
      ['Gross', '₹3,800.00'],
      ['Round off', '₹0.00'],
      ['Total so far', '₹3,800.00'],
      ['Deposits', '₹3,000.00'],
      ['Balance', '₹800.00'],
    ]);
  });

  it('sets out the tax of a taxable room per rate as equal CGST and SGST, and writes the total in words', () => {
    // A ₹6,000 room at 5%: ₹300.00 of tax, CGST and SGST ₹150.00 each.
    const room = { ...line('Room Charges', 'Deluxe · D-2', 6_300_00, false), amountPaise: 6_000_00 };
    const taxed = { ...view, lines: [{ ...room, gstRateBp: 500, taxPaise: 300_00 }], totalPaise: 6_300_00 };
    render(<ProvisionalBillPrint view={taxed} clinic={clinicProfile} printedBy="Asha Menon" />);
    const sheet = screen.getByTestId('provisional-bill-print');
    const totals = within(sheet).getAllByRole('table')[1];
    expect(within(totals!).getAllByRole('row').map(cells).slice(1, 4)).toEqual([
      ['CGST @ 2.5%', '₹150.00'],
      ['SGST @ 2.5%', '₹150.00'],
      ['Round off', '₹0.00'],
    ]);
    expect(sheet).toHaveTextContent('Total so far: Rupees Six Thousand Three Hundred Only');
  });

  it('heads the bill with the stay and reads a ward medicine as units × unit price', () => {
    const stayed = {
      ...view,
      admission: {
        ...view.admission,
        dischargedAt: '2026-11-23T08:30:00.000Z',
        consultant: 'Dr. Priya Sharma',
        ward: 'General Ward A',
        roomType: 'Semi-private',
        days: 2.5,
      },
      lines: [
        {
          ...line('Medications', 'Paracetamol 500mg Tablet (batch PCM-1)', 38_00, false),
          chargeId: 'c4000000-0000-4000-8000-0000000000d2',
          charges: 1,
          quantity: 4,
          unitPricePaise: 9_50,
        },
        { ...line('Services', 'Chest X-ray', 1_23_456_00, false), quantity: 1 },
      ],
    };
    render(<ProvisionalBillPrint view={stayed} clinic={clinicProfile} printedBy="Asha Menon" />);
    const sheet = screen.getByTestId('provisional-bill-print');
    expect(sheet).toHaveTextContent('IP number: IP-2026-0019');
    expect(sheet).toHaveTextContent('Consultant: Dr. Priya Sharma');
    expect(sheet).toHaveTextContent('Admitted: 21 Nov 2026, 10:30 am');
    expect(sheet).toHaveTextContent('Discharged: 23 Nov 2026, 2:00 pm');
    expect(sheet).toHaveTextContent('Ward / bed class: General Ward A (Semi-private)');
    expect(sheet).toHaveTextContent('Days: 2.5');
    const lines = within(sheet).getAllByRole('table')[0];
    expect(within(lines!).getAllByRole('row').map(cells).slice(1)).toEqual([
      ['Medications', 'Paracetamol 500mg Tablet (batch PCM-1)', '4 × ₹9.50', '₹38.00'],
      ['Services', 'Chest X-ray', '1 × ₹1,23,456.00', '₹1,23,456.00'],
    ]);
  });
});
