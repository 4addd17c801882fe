import type { Role } from '@clinic/shared/auth';
import type { Bundle, Claim } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fhirR4Problems } from '../../test/fhir-validate.ts';
import { setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { insuredStay, type InsuredStay } from './claim-file-fixtures.ts';
import { EXCHANGE_OFF, EXCHANGE_REFUSED } from './claim-exchange.ts';
import { DISCHARGE_FIRST } from './claim-file.service.ts';
import { SEND_KEY_REQUIRED } from './claim-file.routes.ts';

/** A stand-in for the relay to the claims exchange: it keeps what it was sent and answers as told. */
type Received = {
  url: string;
  headers: IncomingHttpHeaders;
  body: { headers: Record<string, string>; payload: Bundle };
};
const received: Received[] = [];
let answer = 202;
let relay: Server;
let t: TestApp;
let off: TestApp;
let h: Hospital;
let insured: InsuredStay;

beforeAll(async () => {
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()) as Received['body'],
      });
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({
    settings: {
      claimExchangeUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/relay`,
      claimExchangeToken: 'relay-key',
      claimExchangeSenderCode: '1000009999@hcx',
    },
  });
  h = await setupHospital(t, ' CX');
  insured = await insuredStay(t, h);
  off = await buildTestApp();
  // The claim goes once the patient has left: the patient pays their share and is discharged.
  const pay = (path: string, body: object) =>
    t.injectAs(['billing'], { method: 'POST', url: path, payload: body, headers: { 'idempotency-key': randomUUID() } });
  expect(
    (
      await pay(`/api/billing/bills/${insured.bill._id}/payments`, {
        mode: 'Cash',
        amountPaise: insured.bill.balancePaise,
      })
    ).statusCode,
  ).toBe(201);
  const left = await t.injectAs(['doctor'], { method: 'POST', url: `/api/admissions/${insured.stayId}/discharge` });
  expect(left.statusCode, left.body).toBe(200);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
  relay.close();
});

const send = (app: TestApp, billId: string, roles: Role[] = ['billing'], key = randomUUID()) =>
  app.injectAs(roles, {
    method: 'POST',
    url: `/api/bills/${billId}/claim-exchange`,
    headers: { 'idempotency-key': key },
  });
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('sending a claim to the claims exchange', () => {
  it('posts the FHIR claim with the protocol headers to the relay, once per key, and audits it', async () => {
    received.length = 0;
    const key = randomUUID();
    const res = await send(t, insured.bill._id, ['billing'], key);
    expect(res.statusCode).toBe(202);
    const { correlationId } = res.json<{ correlationId: string }>();
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.url).toBe('/relay/v1/claim/submit');
    expect(sent?.headers.authorization).toBe('Bearer relay-key');
    expect(sent?.body.headers).toMatchObject({
      'x-hcx-sender_code': '1000009999@hcx',
      'x-hcx-recipient_code': '1000004321@hcx',
      'x-hcx-workflow_id': '15',
      'x-hcx-correlation_id': correlationId,
      'x-hcx-status': 'request.initiated',
    });
    const bundle = sent?.body.payload;
    expect(bundle && fhirR4Problems(bundle)).toEqual([]);
    expect((bundle?.entry?.[0]?.resource as Claim).use).toBe('claim');

    // A retry with the same key answers the first reply and sends nothing more.
    const again = await send(t, insured.bill._id, ['billing'], key);
    expect(again.json()).toEqual(res.json());
    expect(received).toHaveLength(1);
    const audit = await t.database.db.execute(
      sql`select summary from audit_log where entity_id = ${insured.patientId} and summary like 'Sent the claim%'`,
    );
    expect(audit.rows).toEqual([{ summary: `Sent the claim of bill ${insured.bill.number} to the claims exchange` }]);
  });

  it('tells the desk when the exchange refuses (502), and when sending is not set up (409)', async () => {
    answer = 500;
    const refused = await send(t, insured.bill._id);
    answer = 202;
    expect(refused.statusCode).toBe(502);
    expect(messageOf(refused)).toBe(`${EXCHANGE_REFUSED} (status 500)`);
    const notSetUp = await send(off, randomUUID());
    expect(notSetUp.statusCode).toBe(409);
    expect(messageOf(notSetUp)).toBe(EXCHANGE_OFF);
  });

  it('refuses a send without an Idempotency-Key (400), and a claim while the patient is in hospital (422)', async () => {
    const bare = await t.injectAs(['billing'], {
      method: 'POST',
      url: `/api/bills/${insured.bill._id}/claim-exchange`,
    });
    expect(bare.statusCode).toBe(400);
    expect(messageOf(bare)).toBe(SEND_KEY_REQUIRED);
    const stay = await insuredStay(t, h, h.beds.g2);
    const early = await send(t, stay.bill._id);
    expect(early.statusCode).toBe(422);
    expect(messageOf(early)).toBe(DISCHARGE_FIRST);
  });

  it('is for the billing desk only (403), and checks the bill id (400) and the bill (404)', async () => {
    expect((await send(t, insured.bill._id, ['nurse'])).statusCode).toBe(403);
    expect((await send(t, insured.bill._id, ['reception'])).statusCode).toBe(403);
    expect((await send(t, 'nope')).statusCode).toBe(400);
    expect((await send(t, randomUUID())).statusCode).toBe(404);
  });
});
