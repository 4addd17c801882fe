import { z } from 'zod';
import { prescribedDoseSchema } from './encounter.schemas.ts';

export const TEMPLATE_NAME_REQUIRED = 'Enter the template name';
export const TEMPLATE_NEEDS_MEDICINES = 'Add at least one medicine to save as a template';
export const TEMPLATE_TOO_MANY_MEDICINES = 'A template holds at most 30 medicines';
export const TEMPLATE_NOTHING_TO_CHANGE = 'Give a new name, medicines or advice';
export const TEMPLATE_SCOPE_REQUIRED = 'Choose Mine or My department';
export const PERSONAL_NAME_TAKEN = 'You already have a template with this name';
export const DEPARTMENT_NAME_TAKEN = 'Your department already has a template with this name';
export const NO_DEPARTMENT =
  'Your speciality names none of the clinic’s departments, so you cannot keep department templates';
export const NOT_YOUR_TEMPLATE = 'This is another doctor’s own template';
export const NOT_YOUR_DEPARTMENT = 'Only doctors of the department or the clinic administrator change its templates';
export const NOT_IN_CATALOGUE = 'Choose a medicine from the catalogue';

/** The message for a template or earlier line whose drug was deleted from the catalogue. */
export const drugGone = (name: string) => `${name} is no longer in the drug catalogue`;

/** Whose a template is: the doctor's own, or shared by the doctors of their department. */
export const TEMPLATE_SCOPES = ['Personal', 'Department'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

const templateName = z
  .string({ error: TEMPLATE_NAME_REQUIRED })
  .trim()
  .min(1, TEMPLATE_NAME_REQUIRED)
  .max(80, 'At most 80 characters');

/** A template line as written: the prescription line's own fields and rules, without the quantity. */
export const templateLineInputSchema = prescribedDoseSchema;
export type TemplateLineInput = z.input<typeof templateLineInputSchema>;

const templateLines = z
  .array(templateLineInputSchema, { error: TEMPLATE_NEEDS_MEDICINES })
  .min(1, TEMPLATE_NEEDS_MEDICINES)
  .max(30, TEMPLATE_TOO_MANY_MEDICINES);

/**
 * Saving a prescription as a template. A department template goes to the doctor's own department;
 * `departmentId` names another only for those who keep every department's templates.
 */
export const prescriptionTemplateInputSchema = z.object({
  name: templateName,
  scope: z.enum(TEMPLATE_SCOPES, { error: TEMPLATE_SCOPE_REQUIRED }).default('Personal'),
  departmentId: z.uuid({ error: 'Choose a department' }).nullish(),
  lines: templateLines,
  advice: z.string().trim().max(4000).default(''),
});
export type PrescriptionTemplateInput = z.input<typeof prescriptionTemplateInputSchema>;

/** Renaming a template or changing its medicines or advice; its owner stays. */
export const prescriptionTemplatePatchSchema = z
  .object({
    name: templateName.optional(),
    lines: templateLines.optional(),
    advice: z.string().trim().max(4000).optional(),
  })
  .refine((p) => p.name !== undefined || p.lines !== undefined || p.advice !== undefined, TEMPLATE_NOTHING_TO_CHANGE);
export type PrescriptionTemplatePatch = z.input<typeof prescriptionTemplatePatchSchema>;

/** A line as it is read back: the drug's name now, and whether it is still in the catalogue. */
export const templateLineSchema = z.object({
  drugId: z.string(),
  drugName: z.string(),
  /** False once the drug is deleted from the catalogue: the line is skipped when applied. */
  available: z.boolean(),
  dose: z.string(),
  frequency: z.string(),
  durationDays: z.number(),
  route: z.string(),
  instructions: z.string(),
});
export type TemplateLine = z.infer<typeof templateLineSchema>;

export const prescriptionTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scope: z.enum(TEMPLATE_SCOPES),
  doctorId: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  lines: z.array(templateLineSchema),
  advice: z.string(),
  updatedAt: z.string(),
});
export type PrescriptionTemplate = z.infer<typeof prescriptionTemplateSchema>;

/** The templates a doctor can use: their own and their department's (named, when they have one). */
export const prescriptionTemplateListSchema = z.object({
  department: z.object({ _id: z.string(), name: z.string() }).nullable(),
  templates: z.array(prescriptionTemplateSchema),
});
export type PrescriptionTemplateList = z.infer<typeof prescriptionTemplateListSchema>;

/** A drug the doctor prescribes often, with the way they most often write it. */
export const favouriteDrugSchema = templateLineSchema.omit({ available: true }).extend({
  /** Lines with this drug in the doctor's prescriptions over the window. */
  times: z.number(),
});
export type FavouriteDrug = z.infer<typeof favouriteDrugSchema>;

/** The patient's most recent prescription, to write again: whose it was, when, and its lines. */
export const lastPrescriptionSchema = z.object({
  encounterId: z.string(),
  doctorName: z.string(),
  createdAt: z.string(),
  lines: z.array(templateLineSchema.extend({ quantity: z.number() })),
});
export type LastPrescription = z.infer<typeof lastPrescriptionSchema>;
