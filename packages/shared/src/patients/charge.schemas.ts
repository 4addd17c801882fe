import { z } from 'zod';

/** A service recorded against a patient, waiting for the billing area. Price is kept as charged. */
export const chargeSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  category: z.string(),
  price: z.number(),
  status: z.enum(['pending', 'billed', 'cancelled']),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const addChargeSchema = z.object({ serviceId: z.uuid({ error: 'Choose a service' }) });
