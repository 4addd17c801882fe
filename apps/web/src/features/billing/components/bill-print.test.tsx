import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinicProfile } from '../../../testing/clinic.ts';
import { taxedBill } from '../../../testing/fixtures/bills.ts';
import { BillPrint } from './bill-print.tsx';

const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

describe('The bill print', () => {
  it('sets out GST per rate as equal CGST and SGST rows, each line with its rate, and the total in words', () => {
    render(<BillPrint bill={taxedBill} clinic={clinicProfile} paper="A4" printedBy="Asha Menon" />);
    const sheet = screen.getByTestId('bill-print');
    const [lines, totals] = within(sheet).getAllByRole('table');
    expect(within(lines!).getAllByRole('row').map(cells)).toEqual([
      ['#', 'Description', 'Qty', 'Rate', 'GST', 'Amount'],
      ['1', 'Consultation', '1', '₹600.00', 'Exempt', '₹600.00'],
      ['2', 'Chemical peel', '1', '₹1,000.00', '18%', '₹1,000.00'],
      ['3', 'Visitor meal', '1', '₹100.00', '5%', '₹100.00'],
    ]);
    const rows = within(totals!).getAllByRole('row').map(cells);
    expect(rows.slice(0, 6)).toEqual([
      ['Gross', '₹1,700.00'],
      ['CGST @ 2.5%', '₹2.50'],
      ['SGST @ 2.5%', '₹2.50'],
      ['CGST @ 9%', '₹90.00'],
      ['SGST @ 9%', '₹90.00'],
      ['Round off', '₹0.00'],
    ]);
    expect(rows.map((r) => r[0])).not.toContain('GST');
    expect(sheet).toHaveTextContent('Rupees One Thousand Eight Hundred Eighty Five Only');
    expect(sheet).not.toHaveTextContent('DUPLICATE');
  });

  it('marks a reprint DUPLICATE, in the sheet and in its running header', () => {
    render(<BillPrint bill={taxedBill} clinic={clinicProfile} paper="A4" printedBy="Asha Menon" copy="duplicate" />);
    const sheet = screen.getByTestId('bill-print');
    expect(within(sheet).getByText('DUPLICATE')).toHaveClass('print-copy-mark');
    expect(sheet.querySelector('style')?.textContent).toContain('BL/2627/000123 · DUPLICATE');
  });

  it('heads an IP bill with its stay and reads each line as quantity × rate = amount', () => {
    const ipBill = {
      ...taxedBill,
      kind: 'IP' as const,
      documentType: 'Bill of Supply' as const,
      stay: {
        ipNumber: 'IP/2627/00019',
        admittedAt: '2026-11-20T04:30:00.000Z',
        dischargedAt: null,
        consultant: 'Dr. Priya Sharma',
        ward: 'General Ward A',
        roomType: 'General',
        days: 3,
      },
      lines: [
        {
          ...taxedBill.lines[0]!,
          section: 'Room Charges' as const,
          description: 'General Ward A · A-4',
          quantity: 3,
          unitPricePaise: 1_500_00,
          amountPaise: 4_500_00,
          gstRateBp: 0,
          taxPaise: 0,
        },
        {
          ...taxedBill.lines[0]!,
          lineNo: 2,
          section: 'Medications' as const,
          description: 'Paracetamol 500mg Tablet (batch PCM-1)',
          quantity: 4,
          unitPricePaise: 9_50,
          amountPaise: 38_00,
          gstRateBp: 0,
          taxPaise: 0,
        },
      ],
    };
    render(<BillPrint bill={ipBill} clinic={clinicProfile} paper="A4" printedBy="Asha Menon" />);
    const sheet = screen.getByTestId('bill-print');
    for (const fact of [
      'IP number: IP/2627/00019',
      'Consultant: Dr. Priya Sharma',
      'Admitted: 20 Nov 2026, 10:00 am',
      'Discharged: —',
      'Ward / bed class: General Ward A (General)',
      'Days: 3',
    ])
      expect(sheet).toHaveTextContent(fact);
    const lines = within(sheet).getAllByRole('table')[0];
    expect(within(lines!).getAllByRole('row').map(cells)).toEqual([
      ['#', 'Description', 'Qty × Rate', 'Amount'],
      ['1', 'Room Charges: General Ward A · A-4', '3 × ₹1,500.00', '₹4,500.00'],
      ['2', 'Medications: Paracetamol 500mg Tablet (batch PCM-1)', '4 × ₹9.50', '₹38.00'],
    ]);
  });
});
