import type { ReportCell, ReportColumn } from '@clinic/shared/reports';
import { formatPaise } from '@clinic/shared/money';
import { formatDate } from '../../lib/format.ts';

const decimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-IN');

/** A report cell as staff read it: ₹1,23,456.00, 71.4%, 23.5 min, 1,234, 25 Nov 2026; a dash for none. */
export function formatCell(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return column.kind === 'text' ? '' : '—';
  if (typeof value === 'string')
    return column.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
  switch (column.kind) {
    case 'money':
      return formatPaise(value);
    case 'percent':
      return `${decimal.format(value)}%`;
    case 'decimal':
      return decimal.format(value);
    case 'minutes':
      return `${decimal.format(value)} min`;
    default:
      return count.format(value);
  }
}

/** Numbers line up on the right; words on the left. */
export const alignOf = (column: ReportColumn) => (column.kind === 'text' || column.kind === 'date' ? 'left' : 'right');
