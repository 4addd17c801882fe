import { z } from 'zod';
import { decimal } from '../http/number-field.ts';
import { bedStatus } from '../status/machines.ts';

export const WARD_TYPES = ['General', 'ICU', 'HDU', 'NICU', 'PICU', 'Maternity', 'Isolation', 'Day care'] as const;
/** The spec's room types (000 §3), spelled as the admission form sends them. */
export const ROOM_TYPES = ['private', 'semi-private', 'general'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  private: 'Private',
  'semi-private': 'Semi-private',
  general: 'General',
};

const name = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is at most ${max} characters`);

export const wardInputSchema = z.object({
  name: name('Ward name', 100),
  type: z.enum(WARD_TYPES, { error: 'Choose a ward type' }),
  /** How often the ward's nurses record vitals; a patient is Pending when a reading is due. */
  vitalsEveryHours: decimal(
    z.coerce
      .number({ error: 'Vitals interval must be a number of hours' })
      .int('Vitals interval must be whole hours')
      .min(1, 'Vitals are recorded at least every 24 hours')
      .max(24, 'Vitals are recorded at least every 24 hours'),
  ).default(4),
});
export type WardInput = z.input<typeof wardInputSchema>;

export const roomInputSchema = z.object({
  number: name('Room number', 20),
  roomType: z.enum(ROOM_TYPES, { error: 'Choose a room type' }),
  /** The room's rent for one day, in paise, charged per bed occupied. */
  dailyRentPaise: decimal(
    z.coerce
      .number({ error: 'Daily rent must be a number' })
      .int('Daily rent must be whole paise')
      .min(0, 'Daily rent cannot be negative')
      .max(100_000_000, 'Daily rent is at most ₹10,00,000'),
  ),
  isIcu: z.boolean().default(false),
});
export type RoomInput = z.input<typeof roomInputSchema>;

export const bedInputSchema = z.object({ number: name('Bed number', 20) });
export type BedInput = z.input<typeof bedInputSchema>;

/** What a person may set a bed to by hand: ready after cleaning, out of use, or back in use. */
export const bedStatusInputSchema = z.object({
  status: z.enum(['Available', 'Blocked'], { error: 'A bed can be made Available or Blocked' }),
});

/** Who lies in an occupied bed, as the board shows it. */
export const bedOccupantSchema = z.object({
  admissionId: z.string(),
  ipNumber: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  age: z.number(),
  gender: z.string(),
  admittedOn: z.string(),
});

export const bedSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(bedStatus.states),
  occupant: bedOccupantSchema.nullable(),
});
export type Bed = z.infer<typeof bedSchema>;

export const roomSchema = z.object({
  _id: z.string(),
  number: z.string(),
  roomType: z.enum(ROOM_TYPES),
  dailyRentPaise: z.number(),
  isIcu: z.boolean(),
  beds: z.array(bedSchema),
});
export type Room = z.infer<typeof roomSchema>;

export const wardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(WARD_TYPES),
  vitalsEveryHours: z.number(),
  rooms: z.array(roomSchema),
});
export type Ward = z.infer<typeof wardSchema>;

/** A free bed the admission form offers, with where it is. */
export const availableBedSchema = z.object({
  _id: z.string(),
  number: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  roomType: z.enum(ROOM_TYPES),
  dailyRentPaise: z.number(),
  wardId: z.string(),
  wardName: z.string(),
});
export type AvailableBed = z.infer<typeof availableBedSchema>;
