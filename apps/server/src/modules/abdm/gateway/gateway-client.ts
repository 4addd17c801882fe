import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../../lib/errors.ts';

export const GATEWAY_OFF =
  'Sharing with ABDM is not set up: the hospital has no ABDM gateway address, client id and secret';
export const GATEWAY_REFUSED = 'The ABDM gateway did not take the request; try again later';
export const CALLBACK_UNSIGNED = 'The call does not carry a token signed by the ABDM gateway';

/** The gateway's settings, from ABDM_GATEWAY_URL, ABDM_CLIENT_ID, ABDM_CLIENT_SECRET and ABDM_CM_ID. */
export type GatewayConfig = { url: string; clientId: string; clientSecret: string; cmId: string };

/**
 * The calls a health-information provider makes to the ABDM gateway (v3), each answered by the
 * gateway with 202 and, later, a callback to us. Behind an interface so the service can be tested
 * against a stand-in and another transport (a bridge the state runs) can take its place.
 */
export type AbdmGateway = {
  /** HIP-initiated linking, step 1: a link token for the patient's ABHA (callback: on-generate-token). */
  generateLinkToken: (
    requestId: string,
    hipId: string,
    body: { abhaNumber: string; abhaAddress: string; name: string; gender: string; yearOfBirth: number },
  ) => Promise<void>;
  /** Step 2: the care contexts, grouped by the type of record they hold (callback: on_carecontext). */
  linkCareContexts: (requestId: string, hipId: string, linkToken: string, body: object) => Promise<void>;
  consentOnNotify: (body: object) => Promise<void>;
  healthInformationOnRequest: (body: object) => Promise<void>;
  /** The encrypted documents, to the address the requester gave (not the gateway). */
  pushHealthInformation: (dataPushUrl: string, body: object) => Promise<void>;
  notifyHealthInformation: (body: object) => Promise<void>;
  /** Refuses a callback whose bearer token the gateway did not sign. */
  verifyCallback: (authorization: string | undefined) => Promise<void>;
};

const gatewayRefused = (status?: number) =>
  new AppError(502, 'ABDM_GATEWAY_FAILED', status ? `${GATEWAY_REFUSED} (status ${status})` : GATEWAY_REFUSED);

/** The gateway over HTTPS: a session token (cached until a minute before it expires) on every call. */
export function httpGateway(config: GatewayConfig, options: { fetch?: typeof fetch; timeoutMs?: number } = {}) {
  const send = options.fetch ?? fetch;
  const base = config.url.replace(/\/+$/, '');
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 30_000);
  let session: { token: string; until: number } | undefined;
  const keys = createRemoteJWKSet(new URL(`${base}/api/hiecm/gateway/v3/certs`));

  async function accessToken(): Promise<string> {
    if (session && session.until > Date.now()) return session.token;
    let res: Response;
    try {
      res = await send(`${base}/api/hiecm/gateway/v3/sessions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'REQUEST-ID': randomUUID(),
          TIMESTAMP: new Date().toISOString(),
          'X-CM-ID': config.cmId,
        },
        body: JSON.stringify({
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          grantType: 'client_credentials',
        }),
        signal: timeout(),
      });
    } catch {
      throw gatewayRefused();
    }
    if (!res.ok) throw gatewayRefused(res.status);
    const body = (await res.json()) as { accessToken: string; expiresIn: number };
    session = { token: body.accessToken, until: Date.now() + Math.max(0, body.expiresIn - 60) * 1000 };
    return session.token;
  }

  async function post(url: string, body: object, headers: Record<string, string> = {}): Promise<void> {
    const token = await accessToken();
    let res: Response;
    try {
      res = await send(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'REQUEST-ID': randomUUID(),
          TIMESTAMP: new Date().toISOString(),
          'X-CM-ID': config.cmId,
          ...headers,
        },
        body: JSON.stringify(body),
        signal: timeout(),
      });
    } catch {
      throw gatewayRefused();
    }
    if (!res.ok) throw gatewayRefused(res.status);
  }

  // The HIECM API as CARE's ABDM plugin calls it; the session and certificate paths are the gateway's own.
  const api = (path: string) => `${base}/hiecm/api/v3/${path}`;
  const gateway: AbdmGateway = {
    generateLinkToken: (requestId, hipId, body) =>
      post(api('token/generate-token'), body, { 'REQUEST-ID': requestId, 'X-HIP-ID': hipId }),
    linkCareContexts: (requestId, hipId, linkToken, body) =>
      post(api('link/carecontext'), body, {
        'REQUEST-ID': requestId,
        'X-HIP-ID': hipId,
        'X-LINK-TOKEN': linkToken,
      }),
    consentOnNotify: (body) => post(api('consent/request/hip/on-notify'), body),
    healthInformationOnRequest: (body) => post(api('data-flow/health-information/hip/on-request'), body),
    pushHealthInformation: (dataPushUrl, body) => post(dataPushUrl, body),
    notifyHealthInformation: (body) => post(api('data-flow/health-information/notify'), body),
    async verifyCallback(authorization) {
      const token = authorization?.match(/^Bearer (.+)$/i)?.[1];
      if (!token) throw new AppError(401, 'ABDM_UNSIGNED', CALLBACK_UNSIGNED);
      let clientId: unknown;
      try {
        clientId = (await jwtVerify(token, keys, { algorithms: ['RS256'], requiredClaims: ['exp'] })).payload.clientId;
      } catch {
        throw new AppError(401, 'ABDM_UNSIGNED', CALLBACK_UNSIGNED);
      }
      // The gateway signs the session tokens of every HIP and HIU with the same keys: only a token
      // naming the gateway itself is a call from it (another client's is that client's session).
      if (clientId !== 'gateway') throw new AppError(401, 'ABDM_UNSIGNED', CALLBACK_UNSIGNED);
    },
  };
  return gateway;
}

/** The gateway from the settings; none (sharing off) unless its address, client id and secret are all set. */
export function gatewayFrom(settings: {
  abdmGatewayUrl: string;
  abdmClientId: string;
  abdmClientSecret: string;
  abdmCmId: string;
}): AbdmGateway | null {
  if (!settings.abdmGatewayUrl || !settings.abdmClientId || !settings.abdmClientSecret) return null;
  return httpGateway({
    url: settings.abdmGatewayUrl,
    clientId: settings.abdmClientId,
    clientSecret: settings.abdmClientSecret,
    cmId: settings.abdmCmId,
  });
}

// 409, not 503: nothing is down; the hospital has not set ABDM sharing up.
export const gatewayOff = () => new AppError(409, 'ABDM_OFF', GATEWAY_OFF);
