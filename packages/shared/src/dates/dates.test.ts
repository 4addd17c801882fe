import { describe, expect, it } from 'vitest';
import { displayDate } from './display.ts';

describe('displayDate', () => {
  it('writes calendar dates as people read them, whatever the time zone', () => {
    expect(displayDate('2025-01-31')).toBe('Jan 31, 2025');
    expect(displayDate('2026-11-23T23:30:00Z')).toBe('Nov 23, 2026');
    expect(displayDate('not a date')).toBe('not a date');
  });
});
