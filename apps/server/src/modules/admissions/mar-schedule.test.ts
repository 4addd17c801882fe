import { nextDay } from '../../lib/clinic-time.ts';
import { describe, expect, it } from 'vitest';
import { dosesOnDay, isDoseTime, orderEnd } from './mar-schedule.ts';

const tz = 'Asia/Kolkata';
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const order = (frequency: string, start: Date, stop: Date | null = null, orderedAt = start) => ({
  frequency,
  startAt: start,
  stopAt: stop,
  stoppedAt: null,
  orderedAt,
});

describe('the MAR schedule', () => {
  it('puts a TDS order started at 10:00 on 14:00 and 20:00 of its first day, all three after', () => {
    const o = order('TDS', ist('2026-11-20', '10:00'));
    expect(dosesOnDay(o, '2026-11-20', tz, null)).toEqual([ist('2026-11-20', '14:00'), ist('2026-11-20', '20:00')]);
    expect(dosesOnDay(o, '2026-11-21', tz, null)).toHaveLength(3);
    expect(dosesOnDay(o, '2026-11-19', tz, null)).toEqual([]);
  });

  it('ends at the stop date, at an early stop or at discharge, whichever is first', () => {
    const o = { ...order('BD', ist('2026-11-20', '08:00'), ist(nextDay('2026-11-22'), '00:00')) };
    expect(dosesOnDay(o, '2026-11-22', tz, orderEnd(o, null))).toHaveLength(2);
    expect(dosesOnDay(o, '2026-11-23', tz, orderEnd(o, null))).toEqual([]);
    const stopped = { ...o, stoppedAt: ist('2026-11-21', '12:00') };
    expect(dosesOnDay(stopped, '2026-11-21', tz, orderEnd(stopped, null))).toEqual([ist('2026-11-21', '09:00')]);
    expect(orderEnd(o, ist('2026-11-21', '18:00'))).toEqual(ist('2026-11-21', '18:00'));
  });

  it('gives STAT one dose at its start and SOS none, though an SOS dose may be given any time in its run', () => {
    const stat = order('STAT', ist('2026-11-20', '10:17'));
    expect(dosesOnDay(stat, '2026-11-20', tz, null)).toEqual([ist('2026-11-20', '10:17')]);
    const sos = order('SOS', ist('2026-11-20', '10:00'));
    expect(dosesOnDay(sos, '2026-11-20', tz, null)).toEqual([]);
    expect(isDoseTime(sos, ist('2026-11-20', '23:41'), tz, null)).toBe(true);
    expect(isDoseTime(sos, ist('2026-11-20', '09:59'), tz, null)).toBe(false);
  });

  it('accepts only the scheduled times of a scheduled order', () => {
    const o = order('OD', ist('2026-11-20', '08:00'));
    expect(isDoseTime(o, ist('2026-11-21', '09:00'), tz, null)).toBe(true);
    expect(isDoseTime(o, ist('2026-11-21', '09:30'), tz, null)).toBe(false);
  });

  it('never schedules a dose before the order was written, whatever start it was given', () => {
    // Written at 15:00 with the start left at 08:00: the 08:00 and 14:00 doses were never due.
    const late = order('TDS', ist('2026-11-20', '08:00'), null, ist('2026-11-20', '15:00'));
    expect(dosesOnDay(late, '2026-11-20', tz, null)).toEqual([ist('2026-11-20', '20:00')]);
    expect(isDoseTime(late, ist('2026-11-20', '08:00'), tz, null)).toBe(false);
    expect(isDoseTime(late, ist('2026-11-20', '14:00'), tz, null)).toBe(false);
    expect(dosesOnDay(late, '2026-11-21', tz, null)).toHaveLength(3);
    const stat = order('STAT', ist('2026-11-20', '06:00'), null, ist('2026-11-20', '11:40'));
    expect(dosesOnDay(stat, '2026-11-20', tz, null)).toEqual([ist('2026-11-20', '11:40')]);
    const sos = order('SOS', ist('2026-11-20', '06:00'), null, ist('2026-11-20', '11:40'));
    expect(isDoseTime(sos, ist('2026-11-20', '09:00'), tz, null)).toBe(false);
  });
});
