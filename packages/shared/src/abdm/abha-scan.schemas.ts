import { z } from 'zod';
import { patientSummarySchema } from '../patients/patient.schemas.ts';
import { abhaAddressField, abhaNumberField } from './abha-fields.ts';

export const SCAN_SOMETHING = 'Scan the ABHA QR code, or paste what the scanner read';

/** What the desk's scanner typed, or the camera decoded, from an ABHA QR code. */
export const abhaScanSchema = z.object({
  qr: z
    .string({ error: SCAN_SOMETHING })
    .trim()
    .min(1, SCAN_SOMETHING)
    .max(4000, 'This QR code is too long to be an ABHA card'),
});

export const abhaProfileSchema = z.object({
  abhaNumber: z.string(),
  abhaAddress: z.string(),
  givenName: z.string(),
  middleName: z.string(),
  familyName: z.string(),
  gender: z.enum(['Male', 'Female', 'Other', '']),
  dateOfBirth: z.string(),
  yearOfBirth: z.number().int().nullable(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});

/**
 * The scan read: the card's details for a new registration; the patient already holding its ABHA
 * (`match`), or else registered patients with the same mobile and a similar name (`candidates`).
 */
export const abhaScanReplySchema = z.object({
  profile: abhaProfileSchema,
  warnings: z.array(z.string()),
  match: patientSummarySchema.nullable(),
  candidates: z.array(patientSummarySchema),
});
export type AbhaScanReply = z.infer<typeof abhaScanReplySchema>;

/** Links a card's ABHA to a patient registered before it (an empty field leaves that one as held). */
export const abhaLinkSchema = z
  .object({
    abhaNumber: abhaNumberField.default(''),
    abhaAddress: abhaAddressField.default(''),
  })
  .refine((v) => v.abhaNumber !== '' || v.abhaAddress !== '', {
    path: ['abhaNumber'],
    message: 'Give the ABHA number or the ABHA address',
  });
export type AbhaLinkInput = z.input<typeof abhaLinkSchema>;
