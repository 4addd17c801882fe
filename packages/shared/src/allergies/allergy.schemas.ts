import { z } from 'zod';

export const ALLERGY_KINDS = ['Drug', 'Drug class', 'Food', 'Other'] as const;
export const ALLERGY_SEVERITIES = ['Mild', 'Moderate', 'Severe'] as const;
export const NKDA_WITH_DRUG_ALLERGY = 'Remove the drug allergies or untick "No known drug allergies"';
export const OVERRIDE_NEEDED = 'Give a reason to go on despite the warning';

const text = (max: number) => z.string().trim().max(max);

/**
 * One recorded allergy: to a drug ingredient, a drug class, a food or anything else, with what it
 * does and how bad it was. A plain string (the form before allergies were coded) reads as a drug.
 */
export const allergyEntrySchema = z.preprocess(
  (v) => (typeof v === 'string' ? { substance: v } : v),
  z.object({
    substance: text(200).min(1, 'Enter what the patient is allergic to'),
    kind: z.enum(ALLERGY_KINDS).default('Drug'),
    reaction: text(200).default(''),
    severity: z.union([z.enum(ALLERGY_SEVERITIES), z.literal('')]).default(''),
  }),
);
export type AllergyEntryInput = z.input<typeof allergyEntrySchema>;
export type AllergyEntry = z.output<typeof allergyEntrySchema>;

/** "Penicillin (rash, severe)": how an allergy reads on a banner and a print. */
export function allergyLabel(a: AllergyEntry): string {
  const about = [a.reaction, a.severity.toLowerCase()].filter(Boolean).join(', ');
  return about ? `${a.substance} (${about})` : a.substance;
}

/** A drug class as master data: its name and the ingredients in it, in lower case. */
export const allergyClassInputSchema = z.object({
  name: text(100).min(1, 'Enter the class name'),
  ingredients: z
    .array(text(100).min(1).toLowerCase())
    .min(1, 'Enter at least one ingredient')
    .max(200)
    .transform((list) => [...new Set(list)]),
});
export type AllergyClassInput = z.input<typeof allergyClassInputSchema>;

export const allergyClassSchema = z.object({
  _id: z.string(),
  name: z.string(),
  ingredients: z.array(z.string()),
  updatedAt: z.string(),
});
export type AllergyClass = z.infer<typeof allergyClassSchema>;

/** An allergy as the server sends it (no input coercion: replies are encoded, not parsed). */
export const allergyEntryReplySchema = z.object({
  substance: z.string(),
  kind: z.enum(ALLERGY_KINDS),
  reaction: z.string(),
  severity: z.union([z.enum(ALLERGY_SEVERITIES), z.literal('')]),
});

/** What a pharmacy, ward or consultation screen shows of a patient's allergies. */
export const patientAllergiesSchema = z.object({
  allergies: z.array(allergyEntryReplySchema),
  noKnownDrugAllergies: z.boolean(),
  recorded: z.boolean(),
});
export type PatientAllergies = z.infer<typeof patientAllergiesSchema>;

/** A reason a doctor, pharmacist or nurse gives to go on despite a safety warning. */
export const overrideReasonSchema = text(300).default('');
