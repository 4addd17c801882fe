import { z } from 'zod';
import { allergyEntryReplySchema, allergyEntrySchema } from '../allergies/allergy.schemas.ts';

const text = (max: number) => z.string().trim().max(max);
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(50).default([]);

/** A patient's medical history (000 §3), kept on the patient and carried to the next visit. */
export const medicalHistorySchema = z.object({
  allergies: rows(allergyEntrySchema),
  /** Recorded on purpose: an empty list alone means nobody asked. */
  noKnownDrugAllergies: z.boolean().default(false),
  chronicConditions: rows(text(200).min(1)),
  pastSurgeries: rows(
    z.object({ procedure: text(200).min(1, 'Enter the procedure'), date: text(40), hospital: text(200) }),
  ),
  familyHistory: rows(z.object({ condition: text(200).min(1, 'Enter the condition'), relation: text(100) })),
  socialHistory: z
    .object({ smoking: text(100), alcohol: text(100), exercise: text(100) })
    .default({ smoking: '', alcohol: '', exercise: '' }),
  medications: rows(
    z.object({ name: text(200).min(1, 'Enter the medicine'), dosage: text(100), frequency: text(100) }),
  ),
});
export type MedicalHistoryInput = z.input<typeof medicalHistorySchema>;
export type MedicalHistory = z.output<typeof medicalHistorySchema>;

export const EMPTY_MEDICAL_HISTORY: MedicalHistory = {
  allergies: [],
  noKnownDrugAllergies: false,
  chronicConditions: [],
  pastSurgeries: [],
  familyHistory: [],
  socialHistory: { smoking: '', alcohol: '', exercise: '' },
  medications: [],
};

export const medicalHistoryResponseSchema = medicalHistorySchema.extend({
  allergies: z.array(allergyEntryReplySchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type MedicalHistoryResponse = z.infer<typeof medicalHistoryResponseSchema>;
