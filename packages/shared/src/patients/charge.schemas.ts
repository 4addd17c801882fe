import { z } from 'zod';
import { chargeStatus } from '../status/machines.ts';

/** What a patient owes, waiting for the billing area. Price is kept as charged. */
export const chargeSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  serviceId: z.string().nullable(),
  serviceName: z.string(),
  category: z.string(),
  /** The area that charged it: reception, consultation, lab, radiology, pharmacy, ward, theatre. */
  sourceArea: z.string(),
  quantity: z.number(),
  /** The unit price in rupees, as charged. */
  price: z.number(),
  status: z.enum(chargeStatus.states),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const addChargeSchema = z.object({ serviceId: z.uuid({ error: 'Choose a service' }) });
