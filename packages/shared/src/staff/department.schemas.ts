import { z } from 'zod';

export const DEPARTMENT_NAME_REQUIRED = 'Enter the department name';
export const DUPLICATE_DEPARTMENT = 'A department with this name already exists';
export const UNKNOWN_DEPARTMENT = 'Choose one of the clinic’s departments';

/** A department of the clinic; doctors' specialities and admissions name one. */
export const departmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Whether patients are admitted under it (an anaesthesia department admits no one). */
  admits: z.boolean(),
  isActive: z.boolean(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentInputSchema = z.object({
  name: z
    .string({ error: DEPARTMENT_NAME_REQUIRED })
    .trim()
    .min(1, DEPARTMENT_NAME_REQUIRED)
    .max(80, 'At most 80 characters'),
  admits: z.boolean().default(true),
  isActive: z.boolean().default(true),
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;
