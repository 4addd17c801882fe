import { z } from 'zod';

/** The one error shape of every API reply: `{ error: { code, message, fields? } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The plain success reply `{ message }` of routes that change something and return no record. */
export const messageSchema = z.object({ message: z.string() });
