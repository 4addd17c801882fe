import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { admissionStatus } from '../status/machines.ts';
import { ROOM_TYPES } from './ward.schemas.ts';

/** The departments the admit screen offers (000 §2.3, §9). */
export const ADMIT_DEPARTMENTS = ['Cardiology', 'Neurology', 'Orthopedics', 'Pediatrics', 'Dermatology'] as const;
/** The spec's default admission time (000 §9). */
export const DEFAULT_ADMISSION_TIME = '12:00';
/** The spec's toast after admitting, spelling kept (000 §2.3). */
export const PATIENT_ADMITTED = 'Patient admited!';
export const BED_TAKEN = 'This bed is no longer free. Please choose another bed.';
export const ALREADY_ADMITTED = 'This patient is already admitted';

export const admitInputSchema = z.object({
  patientId: z.uuid({ error: 'Choose a patient' }),
  admissionDate: calendarDate('Choose the admission date'),
  admissionTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 12:00')
    .default(DEFAULT_ADMISSION_TIME),
  department: z.enum(ADMIT_DEPARTMENTS, { error: 'Choose a department' }),
  admittingDoctorId: z.uuid({ error: 'Choose the admitting doctor' }),
  reasonForAdmission: z
    .string({ error: 'Reason for admission is required' })
    .trim()
    .min(1, 'Reason for admission is required')
    .max(1000, 'Reason for admission is at most 1000 characters'),
  wardId: z.uuid({ error: 'Choose a ward' }),
  roomType: z.enum(ROOM_TYPES, { error: 'Choose a room type' }),
  bedId: z.uuid({ error: 'Search for available rooms and choose a bed' }),
});
export type AdmitInput = z.input<typeof admitInputSchema>;

export const transferInputSchema = z.object({
  bedId: z.uuid({ error: 'Choose the new bed' }),
  reason: z
    .string({ error: 'Reason for the transfer is required' })
    .trim()
    .min(1, 'Reason for the transfer is required')
    .max(500, 'Reason is at most 500 characters'),
});
export type TransferInput = z.input<typeof transferInputSchema>;

/** One stay in one bed; a transfer ends one and starts the next (room rent is charged from these). */
export const bedStaySchema = z.object({
  bedId: z.string(),
  bedNumber: z.string(),
  roomNumber: z.string(),
  roomType: z.enum(ROOM_TYPES),
  wardName: z.string(),
  dailyRentPaise: z.number(),
  from: z.string(),
  to: z.string().nullable(),
  reason: z.string(),
  movedBy: z.string().nullable(),
});
export type BedStay = z.infer<typeof bedStaySchema>;

/** An admission as lists show it (001 §3's IP patient, 000 §3's list item). */
export const admissionSchema = z.object({
  _id: z.string(),
  ipNumber: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  age: z.number(),
  gender: z.string(),
  department: z.string(),
  admittingDoctorId: z.string(),
  admittedBy: z.string(),
  admittedOn: z.string(),
  dischargedOn: z.string().nullable(),
  /** When a nurse or doctor started the discharge, and who; null until then. */
  dischargeInitiatedAt: z.string().nullable(),
  dischargeInitiatedBy: z.string().nullable(),
  reason: z.string(),
  wardId: z.string(),
  ward: z.string(),
  roomNumber: z.string(),
  bedId: z.string(),
  bedNumber: z.string(),
  status: z.enum(admissionStatus.states),
  /** Calendar days in hospital, counting the day of admission (day 1). */
  daysAdmitted: z.number(),
});
export type Admission = z.infer<typeof admissionSchema>;

export const admissionDetailSchema = admissionSchema.extend({ stays: z.array(bedStaySchema) });
export type AdmissionDetail = z.infer<typeof admissionDetailSchema>;

export const admissionListQuerySchema = z.object({
  status: z.enum(admissionStatus.states).optional(),
  /** Patient name, MRN or IP number. */
  search: z.string().trim().max(100).optional(),
  mrn: z.string().trim().max(30).optional(),
  ipNumber: z.string().trim().max(30).optional(),
  wardId: z.uuid().optional(),
  /** Only this doctor's admissions (the doctor's IP dashboard). */
  mine: z.enum(['true', 'false']).optional(),
});
export type AdmissionListQuery = z.infer<typeof admissionListQuerySchema>;
