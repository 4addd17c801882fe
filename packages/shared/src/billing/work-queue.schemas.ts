import { z } from 'zod';

const who = { patientId: z.string(), patientName: z.string(), mrn: z.string() };

/** The billing desk's home: what is waiting for it, oldest first. */
export const workQueueSchema = z.object({
  /** Patients with OP charges not yet on a bill. */
  unbilled: z.array(z.object({ ...who, charges: z.number(), amountPaise: z.number(), since: z.string() })),
  /** Final bills with money still owed by the patient. */
  dues: z.array(
    z.object({
      ...who,
      billId: z.string(),
      number: z.string(),
      kind: z.enum(['OP', 'IP']),
      totalPaise: z.number(),
      balancePaise: z.number(),
      finalizedAt: z.string(),
    }),
  ),
  /** Stays whose discharge has begun and whose bill is not final, or with charges after it. */
  awaitingFinal: z.array(
    z.object({
      ...who,
      admissionId: z.string(),
      ipNumber: z.string(),
      reason: z.enum(['Discharge initiated', 'Charges after the final bill']),
      since: z.string(),
    }),
  ),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;
