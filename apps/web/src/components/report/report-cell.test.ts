import { describe, expect, it } from 'vitest';
import { formatCell } from './report-cell.ts';

const col = (kind: Parameters<typeof formatCell>[0]['kind']) => ({ key: 'k', label: 'K', kind });

describe('formatCell', () => {
  it('writes figures the Indian way', () => {
    expect(formatCell(col('money'), 12_345_600)).toBe('₹1,23,456.00');
    expect(formatCell(col('count'), 123_456)).toBe('1,23,456');
    expect(formatCell(col('percent'), 71.4)).toBe('71.4%');
    expect(formatCell(col('minutes'), 23)).toBe('23.0 min');
    expect(formatCell(col('date'), '2026-11-25')).toBe('25 Nov 2026');
  });

  it('shows a dash where there is nothing to show, and text as it is', () => {
    expect(formatCell(col('percent'), null)).toBe('—');
    expect(formatCell(col('text'), null)).toBe('');
    expect(formatCell(col('date'), 'Total')).toBe('Total');
  });
});
