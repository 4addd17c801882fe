import { z } from 'zod';
import { careOrderStatus } from '../status/machines.ts';

export const CARE_ORDER_KINDS = ['Procedure', 'Diet', 'Nursing'] as const;
export type CareOrderKind = (typeof CARE_ORDER_KINDS)[number];
/** STAT: now; Urgent: within the hour; Routine: in the ward's usual round. */
export const CARE_ORDER_URGENCIES = ['Routine', 'Urgent', 'STAT'] as const;
export type CareOrderUrgency = (typeof CARE_ORDER_URGENCIES)[number];
/** The hospital diets an Indian ward kitchen prepares; "Nil by mouth" stops feeding altogether. */
export const DIETS = [
  'Normal',
  'Soft',
  'Semi-solid',
  'Liquid',
  'Clear liquid',
  'Diabetic',
  'Low salt',
  'Renal',
  'Cardiac',
  'High protein',
  'Ryles tube feed',
  'Nil by mouth',
] as const;

export const CHOOSE_A_PROCEDURE = 'Choose a procedure or service';
export const CHOOSE_A_DIET = 'Choose a diet';
export const WRITE_THE_INSTRUCTION = 'Write the nursing instruction';
export const NOT_YOUR_CARE_ORDER = 'Only the doctor who placed this order can cancel it';
export const ONLY_PROCEDURES_DONE = 'Only a procedure or service is marked done; stop a diet or instruction instead';
export const PROCEDURES_ARE_DONE = 'A procedure is marked done or cancelled, not stopped';

const instructions = z.string().trim().max(500, 'At most 500 characters').default('');
const urgency = z.enum(CARE_ORDER_URGENCIES, { error: 'Choose the urgency' }).default('Routine');

/** What the doctor orders on the stay besides medicines, tests and studies. */
export const careOrderInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('Procedure'),
      serviceId: z.uuid({ error: CHOOSE_A_PROCEDURE }),
      urgency,
      instructions,
    }),
    z.object({ kind: z.literal('Diet'), diet: z.enum(DIETS, { error: CHOOSE_A_DIET }), instructions }),
    z.object({
      kind: z.literal('Nursing'),
      urgency,
      instructions: z.string({ error: WRITE_THE_INSTRUCTION }).trim().min(1, WRITE_THE_INSTRUCTION).max(500),
    }),
  ],
  { error: 'Choose procedure, diet or nursing' },
);
export type CareOrderInput = z.input<typeof careOrderInputSchema>;

export const careOrderReasonSchema = z.object({
  reason: z.string({ error: 'Give the reason' }).trim().min(1, 'Give the reason').max(300),
});
export type CareOrderReason = z.input<typeof careOrderReasonSchema>;

export const careOrderSchema = z.object({
  _id: z.string(),
  admissionId: z.string(),
  kind: z.enum(CARE_ORDER_KINDS),
  /** The procedure's name, the diet, or "Nursing instruction". */
  title: z.string(),
  instructions: z.string(),
  urgency: z.enum(CARE_ORDER_URGENCIES),
  status: z.enum(careOrderStatus.states),
  /** A procedure's price from the catalogue, charged when it is done; null for diet and nursing. */
  pricePaise: z.number().int().nullable(),
  orderedBy: z.string(),
  orderedById: z.string().nullable(),
  orderedAt: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
  endReason: z.string(),
});
export type CareOrder = z.infer<typeof careOrderSchema>;
