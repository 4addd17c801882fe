import { calendarDate } from '../dates/calendar-date.ts';
import { z } from 'zod';
import { appointmentStatus, type AppointmentState } from '../status/machines.ts';

export const APPOINTMENT_STATUSES = appointmentStatus.states;
export type AppointmentStatus = AppointmentState;
/** At most this many appointments per list call: a whole day of a clinic, or a doctor's next weeks. */
export const APPOINTMENT_LIST_LIMIT = 500;
export const SLOT_TAKEN = 'This time slot is already booked for the doctor. Please choose another slot.';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');

/** One block of a doctor's consulting hours: a weekday (1 = Monday … 7 = Sunday), start, end and slot length. */
export const consultingBlockSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: time,
    end: time,
    slotMinutes: z.number().int().min(5, 'Slots are at least 5 minutes').max(120, 'Slots are at most 120 minutes'),
  })
  .refine((b) => b.start < b.end, { path: ['end'], message: 'The end must be after the start' });
export type ConsultingBlock = z.infer<typeof consultingBlockSchema>;

export const consultingHoursSchema = z.object({ blocks: z.array(consultingBlockSchema).max(50) });

export const bookAppointmentSchema = z
  .object({
    patientId: z.uuid({ error: 'Choose a patient' }),
    doctorId: z.uuid({ error: 'Choose a doctor' }),
    appointmentDate: calendarDate('Choose a date').optional(),
    appointmentTime: time.optional(),
    walkIn: z.boolean().optional(),
    reason: z.string().trim().max(500).optional().default(''),
    notes: z.string().trim().max(2000).optional().default(''),
  })
  .refine((b) => b.walkIn || (b.appointmentDate && b.appointmentTime), {
    path: ['appointmentTime'],
    message: 'Choose a date and a time slot',
  });
export type BookAppointmentInput = z.input<typeof bookAppointmentSchema>;

export const rescheduleSchema = z.object({
  doctorId: z.uuid({ error: 'Choose a doctor' }).optional(),
  appointmentDate: calendarDate('Choose a date'),
  appointmentTime: time,
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** The latest vitals reading of an appointment, as the queues show it. */
export const appointmentVitalsSchema = z.object({
  bloodPressure: z.string().nullable(),
  heartRate: z.number().nullable(),
  temperature: z.number().nullable(),
  spo2: z.number().nullable(),
  bmi: z.number().nullable(),
  recordedAt: z.string(),
});
export type AppointmentVitals = z.infer<typeof appointmentVitalsSchema>;

export const appointmentSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  age: z.number(),
  gender: z.string(),
  phoneNumber: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  department: z.string(),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  token: z.number(),
  reason: z.string(),
  notes: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  rescheduledFrom: z.string().nullable(),
  vitals: appointmentVitalsSchema.nullable(),
  /** A walk-in given a token beyond the day's slots: seen after the booked patients. */
  overflow: z.boolean(),
  /** The doctor is on leave that day, or arrives late (at `arrivesAt`): the desk tells the patient. */
  doctorAway: z.object({ kind: z.enum(['leave', 'late']), arrivesAt: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const slotSchema = z.object({ time: z.string(), available: z.boolean() });
