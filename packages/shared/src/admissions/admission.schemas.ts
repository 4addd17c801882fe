import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { INVALID_PHONE } from '../http/messages.ts';
import { admissionStatus } from '../status/machines.ts';
import { DISCHARGE_TYPES } from './discharge.schemas.ts';
import { ROOM_TYPES } from './ward.schemas.ts';

/** The doctors caring for a stay besides the admitting one: one treating doctor, any number of consultants. */
export const CARE_ROLES = ['treating', 'consulting'] as const;
export type CareRole = (typeof CARE_ROLES)[number];
/** The spec's toast after admitting, spelling kept (000 §2.3). */
export const PATIENT_ADMITTED = 'Patient admited!';
export const ATTENDANT_PHONE_REQUIRED = "Enter the attendant's 10-digit phone number";
export const MLC_NUMBER_REQUIRED = 'Enter the MLC number';
export const POLICE_STATION_REQUIRED = 'Enter the police station informed';
export const BED_TAKEN = 'This bed is no longer free. Please choose another bed.';
export const ALREADY_ADMITTED = 'This patient is already admitted';

export const admitInputSchema = z
  .object({
    patientId: z.uuid({ error: 'Choose a patient' }),
    admissionDate: calendarDate('Choose the admission date'),
    admissionTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 12:00')
      .optional(),
    /** A name from the department master; the server checks it is active and admits patients. */
    department: z.string({ error: 'Choose a department' }).trim().min(1, 'Choose a department').max(80),
    admittingDoctorId: z.uuid({ error: 'Choose the admitting doctor' }),
    reasonForAdmission: z
      .string({ error: 'Reason for admission is required' })
      .trim()
      .min(1, 'Reason for admission is required')
      .max(1000, 'Reason for admission is at most 1000 characters'),
    wardId: z.uuid({ error: 'Choose a ward' }),
    roomType: z.enum(ROOM_TYPES, { error: 'Choose a room type' }),
    bedId: z.uuid({ error: 'Search for available rooms and choose a bed' }),
    /** The doctor responsible from day to day; the admitting doctor when not given. */
    treatingDoctorId: z.uuid({ error: 'Choose the treating doctor' }).optional(),
    /** The patient's cover that pays for the stay; the patient pays when not given. */
    coverageId: z.uuid({ error: "Choose one of the patient's covers" }).nullable().default(null),
    attendantName: z.string().trim().max(100, 'At most 100 characters').default(''),
    attendantRelation: z.string().trim().max(40, 'At most 40 characters').default(''),
    attendantPhone: z
      .string()
      .trim()
      .regex(/^([6-9]\d{9})?$/, INVALID_PHONE)
      .default(''),
    isMlc: z.boolean().default(false),
    mlcNumber: z.string().trim().max(40, 'At most 40 characters').default(''),
    policeStation: z.string().trim().max(100, 'At most 100 characters').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.attendantName && !v.attendantPhone)
      ctx.addIssue({ code: 'custom', path: ['attendantPhone'], message: ATTENDANT_PHONE_REQUIRED });
    if (v.isMlc && !v.mlcNumber) ctx.addIssue({ code: 'custom', path: ['mlcNumber'], message: MLC_NUMBER_REQUIRED });
    if (v.isMlc && !v.policeStation)
      ctx.addIssue({ code: 'custom', path: ['policeStation'], message: POLICE_STATION_REQUIRED });
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
  /** The doctor responsible now; "My inpatients" lists stays a doctor admitted, treats or consults on. */
  treatingDoctorId: z.string(),
  treatingDoctor: z.string(),
  consultants: z.array(z.object({ doctorId: z.string(), name: z.string() })),
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
  roomType: z.enum(ROOM_TYPES),
  attendantName: z.string(),
  attendantRelation: z.string(),
  attendantPhone: z.string(),
  isMlc: z.boolean(),
  mlcNumber: z.string(),
  policeStation: z.string(),
  dischargeType: z.enum(DISCHARGE_TYPES).nullable(),
  deathAt: z.string().nullable(),
  deathCause: z.string(),
});
export type Admission = z.infer<typeof admissionSchema>;

/** One period of a doctor's care of a stay: treating or consulting, from when to when, and who set it. */
export const careDoctorSchema = z.object({
  doctorId: z.string(),
  name: z.string(),
  role: z.enum(CARE_ROLES),
  from: z.string(),
  to: z.string().nullable(),
  assignedBy: z.string(),
  endedBy: z.string().nullable(),
});
export type CareDoctor = z.infer<typeof careDoctorSchema>;

export const admissionDetailSchema = admissionSchema.extend({
  stays: z.array(bedStaySchema),
  /** Every treating and consulting period, oldest first. */
  careTeam: z.array(careDoctorSchema),
});

export const CONSULTANT_ADDED = 'Consultant added';
export const TREATING_DOCTOR_CHANGED = 'Treating doctor changed';
export const ALREADY_CONSULTING = 'This doctor is already a consultant on this stay';

export const treatingDoctorInputSchema = z.object({
  doctorId: z.uuid({ error: 'Choose the treating doctor' }),
  reason: z.string().trim().max(300, 'At most 300 characters').default(''),
});
export type TreatingDoctorInput = z.input<typeof treatingDoctorInputSchema>;

export const consultantInputSchema = z.object({ doctorId: z.uuid({ error: 'Choose the consultant' }) });
export type ConsultantInput = z.input<typeof consultantInputSchema>;
export type AdmissionDetail = z.infer<typeof admissionDetailSchema>;

export const admissionListQuerySchema = z.object({
  status: z.enum(admissionStatus.states).optional(),
  /** Patient name, MRN or IP number. */
  search: z.string().trim().max(100).optional(),
  mrn: z.string().trim().max(30).optional(),
  ipNumber: z.string().trim().max(30).optional(),
  wardId: z.uuid().optional(),
  /** Only the stays this doctor admitted, treats or consults on ("My inpatients"). */
  mine: z.enum(['true', 'false']).optional(),
});
export type AdmissionListQuery = z.infer<typeof admissionListQuerySchema>;
