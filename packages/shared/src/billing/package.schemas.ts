import { z } from 'zod';
import { BED_CLASSES, type BedClass } from './stay-tariff.schemas.ts';

/**
 * What a package line matches on a stay's bill: one service from the catalogue, every line of a
 * category (Medication, Procedure, Pathology…), or a line by its name (a named medicine or
 * consumable, as pharmacy charges carry no catalogue id).
 */
export const PACKAGE_MATCHES = ['service', 'category', 'name'] as const;
export type PackageMatch = (typeof PACKAGE_MATCHES)[number];

const MAX_PAISE = 1_00_00_000_00;
export const DUPLICATE_PACKAGE_CODE = 'A package with this code already exists';
export const PACKAGE_NEEDS_PRICE = 'Give the package a price for at least one room category';
export const PACKAGE_LIMIT_NEEDED = 'Give a limit: units, an amount, or leave both empty for no limit';

const matchSchema = z.object({
  match: z.enum(PACKAGE_MATCHES, { error: 'Choose what the line matches: service, category or name' }),
  /** The service id, the category, or the line's name. */
  value: z.string().trim().min(1, { error: 'Say which service, category or name' }).max(200),
  /** What the bill prints for it. */
  label: z.string().trim().min(1, { error: 'Label is required' }).max(120),
});

export const packageInclusionSchema = matchSchema.extend({
  /** Included up to this many units; null for no unit limit. */
  units: z.number().int().min(1, { error: 'Units must be at least 1' }).max(10_000).nullable(),
  /** Included up to this amount; null for no amount limit. */
  amountPaise: z.number().int().min(1, { error: 'Amount must be more than zero' }).max(MAX_PAISE).nullable(),
});
export type PackageInclusion = z.infer<typeof packageInclusionSchema>;
export const packageExclusionSchema = matchSchema;
export type PackageExclusion = z.infer<typeof packageExclusionSchema>;

const priceSchema = z.number().int().min(1, { error: 'A price must be more than zero' }).max(MAX_PAISE);

/** A package as the billing desk keeps it: one procedure, a price per room category. */
export const carePackageInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9.-]{1,19}$/, { error: 'Code is 2-20 letters, digits, dots or dashes' }),
  name: z.string().trim().min(3, { error: 'Name is required' }).max(160),
  /** The scheme or payer whose package list it belongs to; null for the hospital's own. */
  payerId: z.uuid({ error: 'Invalid payer id' }).nullable(),
  /** Price per room category (bed class); a class without a price cannot take the package. */
  prices: z
    .partialRecord(z.enum(BED_CLASSES, { error: 'Unknown room category' }), priceSchema)
    .refine((p) => Object.keys(p).length > 0, { error: PACKAGE_NEEDS_PRICE }),
  /** Room, nursing and monitoring days included, in any room up to the package's category. */
  roomDays: z.number().int().min(0).max(365),
  inclusions: z.array(packageInclusionSchema).max(50),
  exclusions: z.array(packageExclusionSchema).max(50),
  isActive: z.boolean(),
});
export type CarePackageInput = z.infer<typeof carePackageInputSchema>;

export const carePackageSchema = carePackageInputSchema.extend({
  _id: z.string(),
  payerName: z.string().nullable(),
  updatedAt: z.string(),
});
export type CarePackage = z.infer<typeof carePackageSchema>;

/** The package's terms as they were when put on a stay: later edits of the master never reach it. */
export const packageTermsSchema = z.object({
  code: z.string(),
  name: z.string(),
  bedClass: z.enum(BED_CLASSES),
  pricePaise: z.number().int(),
  /** Every room category's price when it was put on: a stay moved to a higher room is billed at that one. */
  prices: z.partialRecord(z.enum(BED_CLASSES), z.number().int()).optional(),
  roomDays: z.number().int(),
  inclusions: z.array(packageInclusionSchema),
  exclusions: z.array(packageExclusionSchema),
});
export type PackageTerms = z.infer<typeof packageTermsSchema>;

export const STAY_PACKAGE_STATUSES = ['Active', 'Changed', 'Broken'] as const;
export type StayPackageStatus = (typeof STAY_PACKAGE_STATUSES)[number];

export const stayPackageSchema = z.object({
  _id: z.string(),
  packageId: z.string(),
  terms: packageTermsSchema,
  status: z.enum(STAY_PACKAGE_STATUSES),
  appliedByName: z.string(),
  appliedAt: z.string(),
  endedByName: z.string().nullable(),
  endedAt: z.string().nullable(),
  reason: z.string(),
});
export type StayPackage = z.infer<typeof stayPackageSchema>;

export const PACKAGE_REASON_NEEDED = 'Say why the package is changed or broken';
/** Putting a package on a stay; a reason is needed when it replaces one. */
export const applyPackageInputSchema = z.object({
  packageId: z.uuid({ error: 'Choose a package' }),
  reason: z.string().trim().max(500).default(''),
});
export type ApplyPackageInput = z.input<typeof applyPackageInputSchema>;
export const breakPackageInputSchema = z.object({
  reason: z.string().trim().min(3, { error: PACKAGE_REASON_NEEDED }).max(500),
});
export type BreakPackageInput = z.infer<typeof breakPackageInputSchema>;

export const packagePriceFor = (prices: CarePackageInput['prices'], bedClass: BedClass) => prices[bedClass] ?? null;
