import { describe, expect, it } from 'vitest';
import { doseClock } from './mar.ts';

describe('doseClock', () => {
  it('gives the ward times of the shorthands', () => {
    expect(doseClock('bd')).toEqual({ kind: 'scheduled', times: ['09:00', '21:00'] });
    expect(doseClock('TDS')).toEqual({ kind: 'scheduled', times: ['08:00', '14:00', '20:00'] });
    expect(doseClock('HS')).toEqual({ kind: 'scheduled', times: ['22:00'] });
  });

  it('reads 1-0-1 patterns by position and skips the zero positions', () => {
    expect(doseClock('1-0-1')).toEqual({ kind: 'scheduled', times: ['08:00', '20:00'] });
    expect(doseClock('0-1-0')).toEqual({ kind: 'scheduled', times: ['14:00'] });
    expect(doseClock('½-0-½-1')).toEqual({ kind: 'scheduled', times: ['08:00', '18:00', '22:00'] });
  });

  it('knows SOS and STAT, and refuses what it cannot read', () => {
    expect(doseClock('SOS')).toEqual({ kind: 'asNeeded' });
    expect(doseClock('stat')).toEqual({ kind: 'stat' });
    expect(doseClock('0-0-0')).toBeUndefined();
    expect(doseClock('twice')).toBeUndefined();
    expect(doseClock('1-1-1-1-1')).toBeUndefined();
  });
});
