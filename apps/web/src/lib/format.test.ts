import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CLINIC_TIME_ZONE,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  greeting,
  setClinicTimeZone,
  todayIso,
} from './format.ts';

// The browser sits in California while the clinic is in India: every answer below must be the
// clinic's, never the browser's.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = browserZone;
});
afterEach(() => setClinicTimeZone(DEFAULT_CLINIC_TIME_ZONE));

// 08:32 UTC is 2:02 pm in India and 12:32 am in California.
const afternoonInIndia = '2026-11-25T08:32:00.000Z';
// 20:00 UTC is 1:30 am on the 26th in India, still noon on the 25th in California.
const pastMidnightInIndia = new Date('2026-11-25T20:00:00.000Z');

describe('dates and times on screen and on paper', () => {
  it('runs in a browser whose own zone is not the clinic’s', () => {
    expect(new Date(afternoonInIndia).getHours()).toBe(0);
  });

  it('shows an instant in the clinic’s zone, the Indian way, with a 12-hour time and lowercase am/pm', () => {
    expect(formatDateTime(afternoonInIndia)).toBe('25 Nov 2026, 2:02 pm');
    expect(formatDateTime(new Date(afternoonInIndia))).toBe('25 Nov 2026, 2:02 pm');
    expect(formatDate(afternoonInIndia)).toBe('25 Nov 2026');
    expect(formatTime(afternoonInIndia)).toBe('2:02 pm');
  });

  it('gives the clinic’s day near midnight, not the browser’s', () => {
    expect(formatDate(pastMidnightInIndia)).toBe('26 Nov 2026');
    expect(formatDateTime(pastMidnightInIndia)).toBe('26 Nov 2026, 1:30 am');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatTime('2026-11-25T18:30:00.000Z')).toBe('12:00 am');
    expect(formatTime('2026-11-25T06:30:00.000Z')).toBe('12:00 pm');
  });

  it('reads a calendar date as that day, whatever the zone', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
    expect(formatDay('2026-11-26')).toBe('Thu, 26 Nov 2026');
  });

  it('shows a clinic wall-clock time in 12-hour form', () => {
    expect(formatClock('09:15')).toBe('9:15 am');
    expect(formatClock('14:00')).toBe('2:00 pm');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe("the clinic's today and hour", () => {
  it('is today in the clinic’s zone', () => {
    expect(todayIso(pastMidnightInIndia)).toBe('2026-11-26');
    expect(todayIso(new Date(afternoonInIndia))).toBe('2026-11-25');
  });

  it('greets by the clinic’s hour', () => {
    expect(greeting(pastMidnightInIndia)).toBe('Good morning');
    expect(greeting(new Date(afternoonInIndia))).toBe('Good afternoon');
    expect(greeting(new Date('2026-11-25T13:00:00.000Z'))).toBe('Good evening');
  });
});

describe('the zone the server names', () => {
  it('is used once set', () => {
    setClinicTimeZone('Europe/London');
    expect(formatDateTime(afternoonInIndia)).toBe('25 Nov 2026, 8:32 am');
    expect(todayIso(pastMidnightInIndia)).toBe('2026-11-25');
  });

  it('is ignored when this browser does not know it', () => {
    setClinicTimeZone('Mars/Olympus_Mons');
    expect(formatDateTime(afternoonInIndia)).toBe('25 Nov 2026, 2:02 pm');
  });
});
