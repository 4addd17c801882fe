import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintFacts } from './print-facts.tsx';
import { PrintLineTable } from './print-line-table.tsx';
import { PrintTotals } from './print-totals.tsx';

/** The text of each row of a table, cell by cell, as the printed sheet reads. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('PrintFacts', () => {
  it('prints each fact as "Label: value" in the order given, leaving out the absent ones', () => {
    const { container } = render(
      <PrintFacts
        facts={[
          { label: 'Bill No', value: 'OP-2026-0043' },
          null,
          { label: 'Patient', value: 'Sita Rao' },
          false,
          { label: 'Reason', value: 'Expired strip', wide: true },
        ]}
      />,
    );
    const facts = Array.from(container.firstElementChild?.children ?? [], (fact) => fact.textContent);
    expect(facts).toEqual(['Bill No: OP-2026-0043', 'Patient: Sita Rao', 'Reason: Expired strip']);
    expect(screen.getByText('Bill No:').tagName).toBe('STRONG');
  });

  it('sets the facts in two columns on a sheet, a wide one across both, and one under another on a roll', () => {
    const facts = [
      { label: 'Date', value: '23-11-2026' },
      { label: 'Reason', value: 'Expired strip', wide: true },
    ];
    const { container, rerender } = render(<PrintFacts facts={facts} />);
    expect(container.firstElementChild).toHaveClass('print-facts');
    expect(screen.getByText('Reason:').parentElement).toHaveClass('print-wide');
    expect(screen.getByText('Date:').parentElement).not.toHaveClass('print-wide');
    rerender(<PrintFacts facts={facts} stacked />);
    expect(container.firstElementChild).toHaveClass('print-facts-stacked');
    expect(container.firstElementChild).not.toHaveClass('print-facts');
  });
});

type Line = { id: string; name: string; qty: number; flag: string | null };
const lines: Line[] = [
  { id: 'a', name: 'Haemoglobin', qty: 1, flag: 'High' },
  { id: 'b', name: 'Platelets', qty: 2, flag: null },
];

describe('PrintLineTable', () => {
  it('prints a heading row and one row per line, cell by cell, numbering from 1', () => {
    render(
      <PrintLineTable
        rows={lines}
        rowKey={(l) => l.id}
        columns={[
          { header: '#', cell: (_, i) => i + 1 },
          { header: 'Item', cell: (l) => l.name },
          { header: 'Qty', cell: (l) => l.qty },
        ]}
      />,
    );
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['#', 'Item', 'Qty'],
      ['1', 'Haemoglobin', '1'],
      ['2', 'Platelets', '2'],
    ]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('leaves out the columns a paper has no room for, and styles the cells a line asks for', () => {
    const roll = true;
    render(
      <PrintLineTable
        money
        rows={lines}
        rowKey={(l) => l.id}
        columns={[
          { header: 'Item', cell: (l) => l.name },
          !roll && { header: 'Flag', cell: (l) => l.flag ?? '' },
          { header: 'Qty', cell: (l) => l.qty, style: (l) => ({ fontWeight: l.flag ? 700 : 400 }) },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(rowsOf(table)[0]).toEqual(['Item', 'Qty']);
    expect(table).toHaveClass('print-money-lines');
    const [high, normal] = within(table)
      .getAllByRole('cell')
      .filter((cell) => /^\d$/.test(cell.textContent));
    expect(high).toHaveStyle({ fontWeight: '700' });
    expect(normal).toHaveStyle({ fontWeight: '400' });
  });

  it('keeps the plain look for tables that carry no amounts', () => {
    render(<PrintLineTable rows={lines} rowKey={(l) => l.id} columns={[{ header: 'Item', cell: (l) => l.name }]} />);
    expect(screen.getByRole('table')).not.toHaveClass('print-money-lines');
  });
});

describe('PrintTotals', () => {
  it('prints each amount in rupees with lakh grouping and two decimals, negatives with a minus', () => {
    render(
      <PrintTotals
        lines={[
          { label: 'Gross', paise: 1_23_456_00 },
          { label: 'Discount (10%)', paise: -12_345_60 },
          { label: 'Round off', paise: -40 },
          { label: 'Total', paise: 1_11_110_00, grand: true },
          { label: 'Balance', paise: 12_34_567_89 },
        ]}
      />,
    );
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Gross', '₹1,23,456.00'],
      ['Discount (10%)', '-₹12,345.60'],
      ['Round off', '-₹0.40'],
      ['Total', '₹1,11,110.00'],
      ['Balance', '₹12,34,567.89'],
    ]);
  });

  it('leaves out optional lines that are zero, keeps required zeros, and marks the grand total', () => {
    render(
      <PrintTotals
        lines={[
          { label: 'Gross', paise: 500_00, optional: true },
          { label: 'Discount', paise: -0, optional: true },
          { label: 'GST', paise: 0, optional: true },
          { label: 'Round off', paise: 0 },
          { label: 'Total', paise: 500_00, grand: true },
          false,
          null,
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('print-totals');
    expect(rowsOf(table)).toEqual([
      ['Gross', '₹500.00'],
      ['Round off', '₹0.00'],
      ['Total', '₹500.00'],
    ]);
    const grand = within(table)
      .getAllByRole('row')
      .filter((row) => row.classList.contains('print-grand'));
    expect(grand.map((row) => row.textContent)).toEqual(['Total₹500.00']);
  });
});
