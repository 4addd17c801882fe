import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the app made to the stand-in: its path, headers and JSON body. */
export type StandInCall = { path: string; headers: IncomingHttpHeaders; body: unknown };

export type StandIn = {
  url: string;
  calls: StandInCall[];
  /** A bearer token as the gateway signs its callbacks (RS256, its key in the published JWKS). */
  sign: () => string;
  /** A token of the same shape signed by a key the gateway never published. */
  signForged: () => Promise<string>;
  /** A token signed by the gateway's key naming another client (its session), or no client at all. */
  signAsClient: (clientId: string | null) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A stand-in for the ABDM gateway (v3) and a health-information user, on a local port: it hands
 * out a session, publishes the key its callbacks are signed with, answers every HIECM call 202 as
 * the gateway does, and takes the HIU's data push. It keeps every call for the test to read; the
 * test itself plays the gateway's callbacks to the app.
 */
export async function startStandInGateway(): Promise<StandIn> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  let token = '';
  const signWith = (key: CryptoKey, kid: string, clientId: string | null = 'gateway') =>
    new SignJWT(clientId === null ? {} : { clientId })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
  token = await signWith(privateKey, 'stand-in-1');

  const calls: StandInCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET' && path === '/api/hiecm/gateway/v3/certs') return json(200, { keys: [jwk] });
      const text = Buffer.concat(chunks).toString();
      calls.push({ path, headers: req.headers, body: text ? (JSON.parse(text) as unknown) : null });
      if (path === '/api/hiecm/gateway/v3/sessions') return json(200, { accessToken: 'session-1', expiresIn: 1200 });
      return json(202, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    sign: () => token,
    signForged: async () => signWith((await generateKeyPair('RS256')).privateKey, 'stand-in-1'),
    signAsClient: (clientId) => signWith(privateKey, 'stand-in-1', clientId),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
