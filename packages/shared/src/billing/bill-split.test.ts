import { describe, expect, it } from 'vitest';
import { splitBill, type SplitLine } from './bill-split.ts';

const line = (section: string, category: string, description: string, qty: number, unit: number, tag?: string) =>
  ({
    section,
    category,
    description,
    quantity: qty,
    unitPricePaise: unit,
    totalPaise: qty * unit,
    nonPayableItem: tag ?? null,
  }) satisfies SplitLine;

const stay = [
  line('Room Charges', 'Room rent', 'Private Floor · P1 (private)', 3, 4_000_00),
  line('Room Charges', 'Nursing charges', 'Nursing charges (Private)', 3, 500_00),
  line('Procedure', 'Procedure', 'Laparoscopic cholecystectomy', 1, 30_000_00),
  line('Services', 'Laboratory', 'LFT', 1, 2_000_00),
  line('Medications', 'Medication', 'Ceftriaxone 1 g', 10, 500_00),
  line('Miscellaneous', 'Miscellaneous', 'Admission kit', 1, 300_00),
  line(
    'Services',
    'Other',
    'Attendant diet',
    2,
    300_00,
    'Extra diet of patient (other than that which forms part of bed charge)',
  ),
];

describe('splitBill', () => {
  it('puts non-payables, the room above the limit with its proportionate share, deductible, co-pay and the excess on the patient', () => {
    const split = splitBill(stay, 51_400_00, {
      approvedPaise: 20_000_00,
      copayPercent: 10,
      deductiblePaise: 1_000_00,
      roomRentLimitPaise: 2_000_00,
    });
    expect(split).toEqual({
      totalPaise: 51_400_00,
      nonPayablePaise: 900_00,
      // Half the rent (₹6,000) and half the nursing and the procedure (₹750 + ₹15,000): the limit is half the room.
      roomDeductionPaise: 21_750_00,
      admissiblePaise: 28_750_00,
      deductiblePaise: 1_000_00,
      copayPaise: 2_775_00,
      overApprovalPaise: 4_975_00,
      payerPaise: 20_000_00,
      patientPaise: 31_400_00,
    });
    expect(
      split.nonPayablePaise +
        split.roomDeductionPaise +
        split.deductiblePaise +
        split.copayPaise +
        split.overApprovalPaise,
    ).toBe(split.patientPaise);
  });

  it('takes nothing for the room within the limit, and never pays the payer more than what is admissible', () => {
    const split = splitBill(stay, 51_400_00, {
      approvedPaise: 1_00_000_00,
      copayPercent: 0,
      deductiblePaise: 0,
      roomRentLimitPaise: 5_000_00,
    });
    expect(split).toMatchObject({
      roomDeductionPaise: 0,
      payerPaise: 50_500_00,
      patientPaise: 900_00,
      overApprovalPaise: 0,
    });
  });

  it('pays nothing without an approval, and a deductible larger than the bill takes only the bill', () => {
    expect(
      splitBill(stay, 51_400_00, { approvedPaise: 0, copayPercent: 0, deductiblePaise: 0, roomRentLimitPaise: 0 }),
    ).toMatchObject({ payerPaise: 0, patientPaise: 51_400_00, overApprovalPaise: 50_500_00 });
    expect(
      splitBill(stay, 51_400_00, {
        approvedPaise: 9_99_999_00,
        copayPercent: 20,
        deductiblePaise: 99_999_00,
        roomRentLimitPaise: 0,
      }),
    ).toMatchObject({ deductiblePaise: 50_500_00, copayPaise: 0, payerPaise: 0 });
  });

  it('holds no ICU day to the room-rent limit', () => {
    const icu = [
      { ...line('Room Charges', 'Room rent', 'ICU · 1', 2, 9_000_00), bedClass: 'icu' },
      { ...line('Room Charges', 'Monitoring charges', 'Monitoring (ICU)', 2, 2_000_00), bedClass: 'icu' },
      { ...line('Room Charges', 'Room rent', 'Ward A · 1', 1, 1_500_00), bedClass: 'general' },
    ];
    const split = splitBill(icu, 23_500_00, {
      approvedPaise: 1_00_000_00,
      copayPercent: 0,
      deductiblePaise: 0,
      roomRentLimitPaise: 2_000_00,
    });
    expect(split).toMatchObject({ roomDeductionPaise: 0, payerPaise: 23_500_00 });
  });
});
