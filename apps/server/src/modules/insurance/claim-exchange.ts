import type { Bundle } from '@medplum/fhirtypes';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';

export const EXCHANGE_OFF =
  "Sending claims to the claims exchange is not set up; download the claim file and send it through the payer's portal";
export const EXCHANGE_REFUSED = 'The claims exchange did not take the claim; try again, or send the claim file by hand';

/** One send to the national claims exchange (NHCX), as its protocol headers name it. */
export type ExchangeSend = {
  /** The exchange's path: `preauth/submit` or `claim/submit`. */
  path: 'preauth/submit' | 'claim/submit';
  /** NHCX workflow id (12 a pre-authorisation, 15 a claim, in NHA's reference adapter). */
  workflowId: string;
  /** The payer's (or its TPA's) participant code. */
  recipientCode: string;
  bundle: Bundle;
};

export type ClaimExchange = { send: (send: ExchangeSend) => Promise<{ correlationId: string; apiCallId: string }> };

/**
 * Sends through a relay the hospital runs next to the app (NHA's HCX integrator SDK is one): it
 * holds the exchange's session and the payers' encryption certificates, encrypts the bundle as a
 * JWE and posts it to NHCX. The app sends it the bundle and the protocol headers over HTTPS with a
 * bearer token; 2xx means the exchange took it, anything else is a refusal the desk sees.
 */
export function relayExchange(options: {
  url: string;
  token: string;
  senderCode: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): ClaimExchange {
  const post = options.fetch ?? fetch;
  return {
    async send({ path, workflowId, recipientCode, bundle }) {
      const ids = { correlationId: randomUUID(), apiCallId: randomUUID() };
      const headers = {
        'x-hcx-sender_code': options.senderCode,
        'x-hcx-recipient_code': recipientCode,
        'x-hcx-workflow_id': workflowId,
        'x-hcx-api_call_id': ids.apiCallId,
        'x-hcx-correlation_id': ids.correlationId,
        'x-hcx-timestamp': new Date().toISOString(),
        'x-hcx-status': 'request.initiated',
      };
      let res: Response;
      try {
        res = await post(new URL(`v1/${path}`, options.url.endsWith('/') ? options.url : `${options.url}/`), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify({ headers, payload: bundle }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch {
        throw new AppError(502, 'EXCHANGE_FAILED', EXCHANGE_REFUSED);
      }
      if (!res.ok) throw new AppError(502, 'EXCHANGE_FAILED', `${EXCHANGE_REFUSED} (status ${res.status})`);
      return ids;
    },
  };
}

/** The exchange from the settings; none (sending off) unless its address is set. */
export function exchangeFrom(settings: {
  claimExchangeUrl: string;
  claimExchangeToken: string;
  claimExchangeSenderCode: string;
}): ClaimExchange | null {
  if (!settings.claimExchangeUrl) return null;
  return relayExchange({
    url: settings.claimExchangeUrl,
    token: settings.claimExchangeToken,
    senderCode: settings.claimExchangeSenderCode,
  });
}

// 409, not 503: nothing is down; the hospital has not set sending up (the desk sends the file by hand).
export const exchangeOff = () => new AppError(409, 'EXCHANGE_OFF', EXCHANGE_OFF);
