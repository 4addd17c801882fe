import { describe, expect, it } from 'vitest';
import { priceBill } from './bill-math.ts';
import { roomDaysOf, roomRentLines, type RoomStay } from './room-rent.ts';

const IST = 'Asia/Kolkata';
const at = (local: string) => new Date(`${local}:00+05:30`);
const general: Omit<RoomStay, 'fromAt' | 'toAt'> = {
  dailyRentPaise: 1_500_00,
  isIcu: false,
  label: 'General Ward A · A1 (general)',
};
const privateRoom: Omit<RoomStay, 'fromAt' | 'toAt'> = {
  dailyRentPaise: 6_000_00,
  isIcu: false,
  label: 'Private Floor · P1 (private)',
};
const icu: Omit<RoomStay, 'fromAt' | 'toAt'> = { dailyRentPaise: 9_000_00, isIcu: true, label: 'ICU · I1 (private)' };

describe('room rent by midnight census', () => {
  // Admitted 20 Nov 10:00 to general, moved 21 Nov 15:00 to private (₹6,000), out 23 Nov 14:00.
  const stays: RoomStay[] = [
    { ...general, fromAt: at('2026-11-20T10:00'), toAt: at('2026-11-21T15:00') },
    { ...privateRoom, fromAt: at('2026-11-21T15:00'), toAt: null },
  ];

  it('charges each midnight at the bed it was spent in, and half the discharge day after noon', () => {
    expect(roomRentLines(stays, at('2026-11-23T14:00'), 'midnight', IST)).toEqual([
      {
        description: 'General Ward A · A1 (general)',
        quantity: 1,
        unitPricePaise: 1_500_00,
        gstRateBp: 0,
        half: false,
      },
      {
        description: 'Private Floor · P1 (private)',
        quantity: 2,
        unitPricePaise: 6_000_00,
        gstRateBp: 500,
        half: false,
      },
      {
        description: 'Private Floor · P1 (private) (half day)',
        quantity: 1,
        unitPricePaise: 3_000_00,
        gstRateBp: 500,
        half: true,
      },
    ]);
  });

  it('adds GST of 5% only on the non-ICU room above ₹5,000 a day: ₹17,250 in all', () => {
    const priced = priceBill(roomRentLines(stays, at('2026-11-23T14:00'), 'midnight', IST), 0);
    // ₹1,500 + 2 × ₹6,000 + ₹3,000 = ₹16,500, and 5% of ₹15,000 = ₹750.
    expect(priced).toMatchObject({ grossPaise: 16_500_00, taxPaise: 750_00, totalPaise: 17_250_00 });
  });

  it('charges nothing for a discharge by noon, a full day after 18:00, and one day for a same-day stay', () => {
    expect(roomRentLines(stays, at('2026-11-23T11:30'), 'midnight', IST).map((l) => l.quantity)).toEqual([1, 2]);
    expect(roomRentLines(stays, at('2026-11-23T19:00'), 'midnight', IST).map((l) => l.quantity)).toEqual([1, 3]);
    const dayCare = [{ ...icu, fromAt: at('2026-11-23T08:00'), toAt: null }];
    expect(roomRentLines(dayCare, at('2026-11-23T17:00'), 'midnight', IST)).toEqual([
      { description: 'ICU · I1 (private)', quantity: 1, unitPricePaise: 9_000_00, gstRateBp: 0, half: false },
    ]);
  });
});

describe('clinic midnights, kept once worked out', () => {
  it('are each time zone’s own: the same days asked in IST, New York (clocks forward) and IST again', () => {
    // 7 Mar 20:00 UTC to 9 Mar 12:00 UTC: in IST one midnight and out at 17:30 (a half day); in New
    // York the midnights of 8 and 9 March (05:00 and 04:00 UTC, either side of the clock change)
    // and out at 08:00 (nothing more).
    const stay = [{ ...general, fromAt: new Date('2026-03-07T20:00:00Z'), toAt: null }];
    const end = new Date('2026-03-09T12:00:00Z');
    const days = (timeZone: string) => roomRentLines(stay, end, 'midnight', timeZone).map((l) => [l.quantity, l.half]);
    expect(days(IST)).toEqual([
      [1, false],
      [1, true],
    ]);
    expect(days('America/New_York')).toEqual([[2, false]]);
    expect(days(IST)).toEqual([
      [1, false],
      [1, true],
    ]);
  });
});

describe('room rent by 24-hour cycles', () => {
  it('counts cycles from admission, a last part over 6 hours as a day, at the bed at each cycle’s start', () => {
    const stays: RoomStay[] = [
      { ...general, fromAt: at('2026-11-20T10:00'), toAt: at('2026-11-21T15:00') },
      { ...privateRoom, fromAt: at('2026-11-21T15:00'), toAt: null },
    ];
    // 52 hours: two cycles (started in general, then general at 21 Nov 10:00) and 4 hours free.
    expect(roomRentLines(stays, at('2026-11-22T14:00'), '24h', IST).map((l) => [l.description, l.quantity])).toEqual([
      ['General Ward A · A1 (general)', 2],
    ]);
    // 55 hours: the last 7 hours count, at the private bed.
    expect(roomRentLines(stays, at('2026-11-22T17:00'), '24h', IST).map((l) => l.quantity)).toEqual([2, 1]);
  });
});

describe('room rent over a bed history with gaps and overlaps', () => {
  const ward = (n: number) => ({ ...general, label: `Ward · B${n}`, dailyRentPaise: (n + 1) * 1_000_00 });
  // Recorded times need not meet: B1 ends an hour after B2 begins, and a day passes between B2 and B3.
  const stays: RoomStay[] = [
    { ...ward(3), fromAt: at('2026-11-25T09:00'), toAt: null },
    { ...ward(1), fromAt: at('2026-11-20T10:00'), toAt: at('2026-11-22T12:00') },
    { ...ward(2), fromAt: at('2026-11-22T11:00'), toAt: at('2026-11-24T08:00') },
  ];

  it('charges each night at the first bed covering it, and a night in no bed at the last bed', () => {
    const lines = roomRentLines(stays, at('2026-11-27T20:00'), 'midnight', IST);
    // Nights of 20 and 21 Nov in B1, 22 and 23 in B2, 24 in no bed (the last, B3), 25 and 26 in B3, out after 18:00.
    expect(lines.map((l) => [l.description, l.quantity])).toEqual([
      ['Ward · B1', 2],
      ['Ward · B2', 2],
      ['Ward · B3', 4],
    ]);
  });

  it('starts each 24-hour cycle at the bed then, before the first bed at the first', () => {
    const lines = roomRentLines(stays, at('2026-11-26T11:00'), '24h', IST);
    expect(lines.map((l) => [l.description, l.quantity])).toEqual([
      ['Ward · B1', 3],
      ['Ward · B2', 1],
      ['Ward · B3', 2],
    ]);
  });
});

describe('the days a bill prints in its head', () => {
  const room = (lines: ReturnType<typeof roomRentLines>) =>
    lines.map((l) => ({ ...l, chargeId: null, section: 'Room Charges' }));

  it('are the room days its lines charge, a half day as 0.5, under either rule; charges are not days', () => {
    const stays: RoomStay[] = [
      { ...general, fromAt: at('2026-11-20T10:00'), toAt: at('2026-11-21T15:00') },
      { ...privateRoom, fromAt: at('2026-11-21T15:00'), toAt: null },
    ];
    const lines = room(roomRentLines(stays, at('2026-11-23T14:00'), 'midnight', IST));
    const medicine = { chargeId: 'c1', section: 'Medications', description: 'Paracetamol', quantity: 4 };
    expect(roomDaysOf([...lines, medicine])).toBe(3.5);
    expect(roomDaysOf(room(roomRentLines(stays, at('2026-11-22T17:00'), '24h', IST)))).toBe(3);
    expect(roomDaysOf([medicine])).toBe(0);
  });
});
