import { z } from 'zod';

/**
 * What the ABDM gateway (v3) sends a health-information provider, as far as we read it. Unknown
 * fields pass (the gateway adds some); what we act on is checked.
 */
const gatewayError = z.object({ code: z.union([z.string(), z.number()]).optional(), message: z.string() }).loose();
const answerTo = z.object({ requestId: z.string().min(1) }).loose();

export const onGenerateTokenBody = z
  .object({
    abhaAddress: z.string().optional(),
    linkToken: z.string().min(1).optional(),
    error: gatewayError.nullish(),
    response: answerTo,
  })
  .loose();

export const onLinkCareContextBody = z
  .object({
    abhaAddress: z.string().optional(),
    status: z.string().optional(),
    error: gatewayError.nullish(),
    response: answerTo,
  })
  .loose();

const careContextRef = z.object({ patientReference: z.string(), careContextReference: z.string() }).loose();
const dateRange = z.object({
  from: z.iso.datetime({ offset: true, local: true }),
  to: z.iso.datetime({ offset: true, local: true }),
});

export const consentNotifyBody = z
  .object({
    notification: z
      .object({
        consentId: z.string().min(1),
        status: z.enum(['GRANTED', 'REVOKED', 'EXPIRED', 'DENIED']),
        consentDetail: z
          .object({
            consentId: z.string().optional(),
            patient: z.object({ id: z.string() }).loose().optional(),
            hip: z.object({ id: z.string() }).loose().optional(),
            careContexts: z.array(careContextRef).min(1),
            hiTypes: z.array(z.string()).min(1),
            permission: z
              .object({ dateRange, dataEraseAt: z.iso.datetime({ offset: true, local: true }).optional() })
              .loose(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose();

export const healthInformationRequestBody = z
  .object({
    transactionId: z.string().min(1),
    hiRequest: z
      .object({
        consent: z.object({ id: z.string().min(1) }),
        dateRange,
        dataPushUrl: z.url({ protocol: /^https?$/ }),
        keyMaterial: z
          .object({
            cryptoAlg: z.string(),
            curve: z.string(),
            dhPublicKey: z.object({ keyValue: z.string().min(1) }).loose(),
            nonce: z.string().min(1),
          })
          .loose(),
      })
      .loose(),
  })
  .loose();

export type ConsentNotify = z.infer<typeof consentNotifyBody>;
export type HealthInformationRequest = z.infer<typeof healthInformationRequestBody>;
