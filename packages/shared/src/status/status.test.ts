import { describe, expect, it } from 'vitest';
import type { StatusMachine } from './machine.ts';
import * as machines from './machines.ts';
import { appointmentStatus, chargeStatus, labOrderStatus, stockEntryStatus } from './machines.ts';

describe('status machines', () => {
  it('allow only the listed moves', () => {
    expect(appointmentStatus.canMove('Scheduled', 'Awaiting')).toBe(true);
    expect(appointmentStatus.canMove('Completed', 'Scheduled')).toBe(false);
    expect(stockEntryStatus.canMove('Verified', 'Pending')).toBe(false);
    expect(chargeStatus.sourcesOf('Cancelled')).toEqual(['Pending']);
    expect(labOrderStatus.sourcesOf('Sample collected')).toEqual(['Ordered', 'Rejected']);
  });

  it('carry the spec colours and labels', () => {
    expect(['Scheduled', 'Awaiting', 'Completed'].map((s) => appointmentStatus.color(s as never))).toEqual([
      'blue',
      'orange',
      'green',
    ]);
    expect(stockEntryStatus.color('Pending')).toBe('yellow');
    expect(stockEntryStatus.color('Verified')).toBe('green');
    expect(labOrderStatus.label('Rejected')).toBe('Rejected sample');
  });

  it('name only their own states as targets, with one spelling each', () => {
    for (const machine of Object.values(machines) as StatusMachine<string>[]) {
      for (const state of machine.states) {
        for (const to of machine.moves[state] ?? []) expect(machine.states).toContain(to);
      }
      const lower = machine.states.map((s) => s.toLowerCase());
      expect(new Set(lower).size).toBe(lower.length);
    }
  });
});
