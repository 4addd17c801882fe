import { z } from 'zod';
import { ROOM_TYPE_LABELS, ROOM_TYPES } from '../admissions/ward.schemas.ts';

/**
 * The bed class a stay's day is charged by: the room's type, or ICU for a bed in an ICU room
 * (an ICU's nursing and monitoring cost more whatever its room type).
 */
export const BED_CLASSES = [...ROOM_TYPES, 'icu'] as const;
export type BedClass = (typeof BED_CLASSES)[number];
export const BED_CLASS_LABELS: Record<BedClass, string> = { ...ROOM_TYPE_LABELS, icu: 'ICU' };
export const bedClassOf = (room: { roomType: string; isIcu: boolean }): BedClass =>
  room.isIcu
    ? 'icu'
    : (((ROOM_TYPES as readonly string[]).includes(room.roomType) ? room.roomType : 'general') as BedClass);

/**
 * Charges by rule on a stay: a consultant's visit, charged once per doctor per clinic day when the
 * round is written; nursing and monitoring, charged per bed day like the room rent.
 */
export const STAY_TARIFF_HEADS = ['Consultant visit', 'Nursing', 'Monitoring'] as const;
export type StayTariffHead = (typeof STAY_TARIFF_HEADS)[number];
export const STAY_TARIFF_PER: Record<StayTariffHead, 'visit' | 'day'> = {
  'Consultant visit': 'visit',
  Nursing: 'day',
  Monitoring: 'day',
};
/** How a per-day head reads on the bill, with the bed class after it. */
export const STAY_TARIFF_LINE: Record<StayTariffHead, string> = {
  'Consultant visit': 'Consultant visit',
  Nursing: 'Nursing charges',
  Monitoring: 'Monitoring charges',
};

const MAX_TARIFF_PAISE = 10_00_000_00;
export const stayTariffSchema = z.object({
  head: z.enum(STAY_TARIFF_HEADS),
  bedClass: z.enum(BED_CLASSES),
  /** 0 means the head is not charged in that bed class. */
  pricePaise: z.number().int().min(0),
});
export type StayTariff = z.infer<typeof stayTariffSchema>;

export const stayTariffsInputSchema = z.object({
  tariffs: z
    .array(
      z.object({
        head: z.enum(STAY_TARIFF_HEADS, { error: 'Unknown charge head' }),
        bedClass: z.enum(BED_CLASSES, { error: 'Unknown bed class' }),
        pricePaise: z
          .number({ error: 'Enter the charge in rupees' })
          .int('Whole paise only')
          .min(0, 'A charge cannot be negative')
          .max(MAX_TARIFF_PAISE, 'At most ₹10,00,000.00'),
      }),
    )
    .min(1, 'Give at least one charge')
    .max(STAY_TARIFF_HEADS.length * BED_CLASSES.length)
    .refine((rows) => new Set(rows.map((r) => `${r.head}|${r.bedClass}`)).size === rows.length, {
      message: 'Each head and bed class once',
    }),
});
export type StayTariffsInput = z.input<typeof stayTariffsInputSchema>;
