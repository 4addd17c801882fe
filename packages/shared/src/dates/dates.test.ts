import { describe, expect, it } from 'vitest';
import { displayDate, displayDay, displayTime } from './display.ts';

describe('displayDate', () => {
  it('writes calendar dates the Indian way, whatever the time zone', () => {
    expect(displayDate('2025-01-31')).toBe('31 Jan 2025');
    expect(displayDate('2026-09-05')).toBe('5 Sep 2026');
    expect(displayDate('2026-11-23T23:30:00Z')).toBe('23 Nov 2026');
    expect(displayDate('not a date')).toBe('not a date');
  });

  it('adds the weekday for a day', () => {
    expect(displayDay('2026-11-26')).toBe('Thu, 26 Nov 2026');
    expect(displayDay('bad')).toBe('bad');
  });
});

describe('displayTime', () => {
  it('writes 24-hour clock times as 12-hour times with a lowercase am/pm', () => {
    expect(displayTime('00:05')).toBe('12:05 am');
    expect(displayTime('09:15')).toBe('9:15 am');
    expect(displayTime('12:00')).toBe('12:00 pm');
    expect(displayTime('14:02')).toBe('2:02 pm');
    expect(displayTime('23:59')).toBe('11:59 pm');
    expect(displayTime('soon')).toBe('soon');
  });
});
