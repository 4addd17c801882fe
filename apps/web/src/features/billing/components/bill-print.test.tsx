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
});
