import { z } from 'zod';

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** What the clinic tells patients, each from one template in English and Hindi. */
export const MESSAGE_TEMPLATES = {
  'appointment-booked': 'Appointment booked',
  'appointment-moved': 'Appointment moved',
  'appointment-reminder': 'Reminder the day before',
  'doctor-leave': 'Doctor on leave',
  'doctor-late': 'Doctor running late',
  'lab-report-ready': 'Lab report ready',
  'bill-receipt': 'Bill receipt',
  discharge: 'Discharge',
} as const;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

export const CHANNEL_LABELS: Record<MessageChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };
export const LANGUAGE_LABELS: Record<MessageLanguage, string> = { en: 'English', hi: 'हिन्दी (Hindi)' };

/** One message of the outbox as the desk sees it. */
export const patientMessageSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(MESSAGE_LANGUAGES),
  template: z.string(),
  recipient: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  /** The provider's id of the message; 'outbox-only' when no provider is set up and it was kept here. */
  providerRef: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PatientMessage = z.infer<typeof patientMessageSchema>;

export const messageListQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUSES).optional(),
  patientId: z.uuid('Patient must be a valid id').optional(),
  /** Keyset paging: the `nextCursor` of the previous page. */
  cursor: z.string().max(100).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListSchema = z.object({
  data: z.array(patientMessageSchema),
  nextCursor: z.string().nullable(),
  /** The provider messages go out through: 'outbox-only' keeps them on this screen. */
  provider: z.string(),
});
export type MessageList = z.infer<typeof messageListSchema>;
