import { z } from 'zod';

export const CHOOSE_DISPLAY_DOCTORS = 'Choose at least one doctor';
export const DISPLAY_NOT_FOUND = 'This display link is not valid or was revoked. Ask the administrator for a new one.';

/** A waiting-hall display: a name and the doctors whose queues it shows. */
export const displayInputSchema = z.object({
  name: z.string({ error: 'Name the display' }).trim().min(1, 'Name the display').max(60, 'At most 60 characters'),
  doctorIds: z
    .array(z.uuid({ error: 'Choose a doctor from the list' }), { error: CHOOSE_DISPLAY_DOCTORS })
    .min(1, CHOOSE_DISPLAY_DOCTORS)
    .max(12, 'At most 12 doctors on one display'),
});
export type DisplayInput = z.input<typeof displayInputSchema>;

export const displaySchema = z.object({
  _id: z.string(),
  name: z.string(),
  doctors: z.array(z.object({ doctorId: z.string(), name: z.string() })),
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.string().nullable(),
});
export type Display = z.infer<typeof displaySchema>;

/** The display and its key, shown once: the key is kept only as a hash. */
export const createdDisplaySchema = z.object({ display: displaySchema, key: z.string() });
export type CreatedDisplay = z.infer<typeof createdDisplaySchema>;

/** A token on the waiting-hall screen: the number and the first name, nothing else about the patient. */
const boardTokenSchema = z.object({ token: z.number(), firstName: z.string() });

/** What the waiting-hall screen shows: per doctor, the token being seen (and when called) and the next few. */
export const displayBoardSchema = z.object({
  name: z.string(),
  at: z.string(),
  doctors: z.array(
    z.object({
      doctorId: z.string(),
      doctorName: z.string(),
      nowServing: boardTokenSchema.extend({ calledAt: z.string() }).nullable(),
      next: z.array(boardTokenSchema),
    }),
  ),
});
export type DisplayBoard = z.infer<typeof displayBoardSchema>;
