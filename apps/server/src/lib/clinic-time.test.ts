import { describe, expect, it } from 'vitest';
import { clinicNow } from './clinic-time.ts';

describe('clinicNow', () => {
  it('reads the clinic’s clock, each time zone and each minute on its own, however often it is asked', () => {
    const at = new Date('2026-11-27T18:29:30Z');
    expect(clinicNow('Asia/Kolkata', at)).toEqual({ date: '2026-11-27', time: '23:59', weekday: 5 });
    expect(clinicNow('UTC', at)).toEqual({ date: '2026-11-27', time: '18:29', weekday: 5 });
    expect(clinicNow('Asia/Kolkata', new Date('2026-11-27T18:29:59Z')).time).toBe('23:59');
    expect(clinicNow('Asia/Kolkata', new Date('2026-11-27T18:30:00Z'))).toEqual({
      date: '2026-11-28',
      time: '00:00',
      weekday: 6,
    });
    // An earlier instant after a later one: answered for its own minute, not the cached one.
    expect(clinicNow('Asia/Kolkata', new Date('2026-11-27T06:30:00Z')).time).toBe('12:00');
  });

  it('hands out a copy, so a caller changing it cannot change the next answer', () => {
    const at = new Date('2026-11-27T06:30:10Z');
    const first = clinicNow('Asia/Kolkata', at);
    first.date = 'changed';
    expect(clinicNow('Asia/Kolkata', at).date).toBe('2026-11-27');
  });
});
