import { z } from 'zod';

const text = (max: number, error: string) =>
  z.string({ error }).trim().min(1, error).max(max, `At most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');
const instant = (error: string) => z.iso.datetime({ offset: true, error });

export const INCIDENT_KINDS = [
  'Road traffic accident',
  'Assault',
  'Burns',
  'Poisoning',
  'Fall',
  'Sexual assault',
  'Hanging or drowning',
  'Dog or snake bite',
  'Other',
] as const;

/**
 * A medico-legal case as the MLC register keeps it: the case, the police told (when, which
 * station, who took it), who brought the patient, what happened and the injuries seen, and the
 * doctor who examined.
 */
export const mlcDetailsSchema = z.object({
  mlcNumber: text(40, 'Enter the MLC number'),
  incident: z.enum(INCIDENT_KINDS, { error: 'Choose what happened' }),
  incidentAt: instant('Enter when it happened').optional(),
  broughtBy: text(120, 'Enter who brought the patient'),
  injuries: text(2000, 'Describe the injuries seen'),
  policeStation: text(120, 'Enter the police station told'),
  intimatedAt: instant('Enter when the police were told'),
  policeOfficer: optional(120),
  examiningDoctor: text(120, 'Enter the examining doctor'),
  remarks: optional(1000),
});
export type MlcDetails = z.infer<typeof mlcDetailsSchema>;

export const SEXES = ['Male', 'Female', 'Other'] as const;
export const DEATH_MANNERS = ['Natural', 'Accident', 'Suicide', 'Homicide', 'Pending investigation'] as const;

/**
 * A death as the Registration of Births and Deaths Act's Form 2 reports it, with the medical
 * certificate of cause of death (Form 4): immediate, antecedent and underlying causes.
 */
export const deathDetailsSchema = z.object({
  deceasedName: text(120, 'Enter the name of the deceased'),
  sex: z.enum(SEXES, { error: 'Choose the sex' }),
  ageYears: z.number({ error: 'Enter the age in years' }).int().min(0).max(130),
  diedAt: instant('Enter the date and time of death'),
  address: text(300, 'Enter the usual address'),
  relativeName: text(120, "Enter the father's, mother's or spouse's name"),
  immediateCause: text(300, 'Enter the immediate cause of death'),
  antecedentCause: optional(300),
  underlyingCause: optional(300),
  manner: z.enum(DEATH_MANNERS, { error: 'Choose the manner of death' }),
  certifiedBy: text(120, 'Enter the doctor who certified the cause'),
  informantName: text(120, "Enter the informant's name"),
  informantAddress: optional(300),
});
export type DeathDetails = z.infer<typeof deathDetailsSchema>;

export const BIRTH_OUTCOMES = ['Live birth', 'Still birth'] as const;
export const DELIVERY_METHODS = ['Natural', 'Caesarean', 'Forceps or vacuum'] as const;

/** A birth as Form 1 (a live birth) or Form 3 (a still birth) reports it. */
export const birthDetailsSchema = z.object({
  outcome: z.enum(BIRTH_OUTCOMES, { error: 'Choose live birth or still birth' }),
  bornAt: instant('Enter the date and time of birth'),
  sex: z.enum(SEXES, { error: 'Choose the sex' }),
  childName: optional(120),
  weightGrams: z.number({ error: 'Enter the weight in grams' }).int().min(200, 'Enter the weight in grams').max(7000),
  gestationWeeks: z.number({ error: 'Enter the weeks of pregnancy' }).int().min(20).max(45),
  deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Choose how the baby was delivered' }),
  motherName: text(120, "Enter the mother's name"),
  motherAge: z.number({ error: "Enter the mother's age" }).int().min(10).max(60),
  fatherName: optional(120),
  address: text(300, "Enter the parents' usual address"),
  attendedBy: text(120, 'Enter who attended the delivery'),
  informantName: text(120, "Enter the informant's name"),
});
export type BirthDetails = z.infer<typeof birthDetailsSchema>;

/** The patient safety events the quality indicators count, as staff report them. */
export const SAFETY_EVENTS = [
  'Patient fall',
  'Pressure ulcer (bed sore)',
  'Needle-stick injury',
  'Medication error',
  'Re-intubation within 48 hours of extubation',
  'Transfusion reaction',
  'Wrong patient, site or procedure',
  'Other',
] as const;
export type SafetyEvent = (typeof SAFETY_EVENTS)[number];
export const HARM_LEVELS = ['No harm', 'Mild harm', 'Moderate harm', 'Severe harm', 'Death'] as const;

/**
 * A patient safety incident as the quality team's register keeps it: what happened, when and
 * where, to whom (a patient by MRN, or the staff member of a needle-stick injury), the harm, and
 * what was done; reported by anyone on duty, never changed after.
 */
export const incidentDetailsSchema = z.object({
  event: z.enum(SAFETY_EVENTS, { error: 'Choose what happened' }),
  happenedAt: instant('Enter when it happened'),
  place: text(120, 'Enter the ward or area'),
  personAffected: optional(120),
  harm: z.enum(HARM_LEVELS, { error: 'Choose the harm done' }),
  description: text(2000, 'Describe what happened'),
  actionTaken: text(1000, 'Enter what was done'),
  reportedBy: text(120, 'Enter who reports it'),
});
export type IncidentDetails = z.infer<typeof incidentDetailsSchema>;
