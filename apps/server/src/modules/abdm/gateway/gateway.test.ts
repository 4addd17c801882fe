import type { Bundle, Composition } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../../app.ts';
import { seedDemo } from '../../../seed/seed-demo.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { fhirR4Problems } from '../../../test/fhir-validate.ts';
import { NO_ABHA } from './care-context-link.service.ts';
import { decrypt, generateKeyMaterial } from './fidelius.ts';
import { CALLBACK_UNSIGNED, GATEWAY_OFF } from './gateway-client.ts';
import { startStandInGateway, type StandIn } from '../../../test/abdm-stand-in.ts';

let gw: StandIn;
let t: TestApp;
let off: TestApp;
let asha: { id: string };
let unlinked: { id: string };
const HIP = 'IN2710000123';

beforeAll(async () => {
  gw = await startStandInGateway();
  t = await buildTestApp({
    settings: {
      abdmHfrId: HIP,
      abdmGatewayUrl: gw.url,
      abdmClientId: 'SBX_000123',
      abdmClientSecret: 'stand-in-secret',
      abdmCmId: 'sbx',
    },
  });
  off = await buildTestApp();
  await seedDemo(createServices(t.database.db));
  const rows = (await t.database.db.execute(sql`select id, abha_number from patients order by mrn_seq`)).rows as {
    id: string;
    abha_number: string | null;
  }[];
  asha = rows.find((r) => r.abha_number)!;
  unlinked = rows.find((r) => !r.abha_number)!;
}, 120_000);
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
  await gw.close();
});

/** A callback from the gateway to the app: its REQUEST-ID and its signed bearer token. */
const fromGateway = (url: string, payload: object, token: string | null = gw.sign()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'request-id': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const arrived = (path: string, count = 1) =>
  vi.waitFor(
    () => {
      const calls = gw.calls.filter((c) => c.path === path);
      if (calls.length < count) throw new Error(`waiting for ${path}`);
      return calls[count - 1]!;
    },
    { timeout: 20_000, interval: 50 },
  );

type Contexts = { patient: { hiType: string; careContexts: { referenceNumber: string }[] }[] };

describe('linking a patient’s care contexts to their ABHA through the gateway', () => {
  it('asks for a link token, sends the care contexts by type with it, and shows the request linked', async () => {
    const asked = await t.injectAs(['doctor'], {
      method: 'POST',
      url: `/api/patients/${asha.id}/abdm-link`,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'asked-token' });
    const tokenCall = await arrived('/hiecm/api/v3/token/generate-token');
    expect(tokenCall.headers).toMatchObject({ 'x-hip-id': HIP, 'x-cm-id': 'sbx', authorization: 'Bearer session-1' });
    expect(tokenCall.body).toMatchObject({
      abhaNumber: '91002244668808',
      abhaAddress: 'asha.kulkarni@sbx',
      gender: 'F',
    });
    expect(gw.calls.find((c) => c.path === '/api/hiecm/gateway/v3/sessions')?.body).toMatchObject({
      clientId: 'SBX_000123',
      grantType: 'client_credentials',
    });

    const cb = await fromGateway('/api/abdm/api/v3/hip/token/on-generate-token', {
      abhaAddress: 'asha.kulkarni@sbx',
      linkToken: 'link-token-1',
      response: { requestId: tokenCall.headers['request-id'] },
    });
    expect(cb.statusCode).toBe(202);
    const link = await arrived('/hiecm/api/v3/link/carecontext');
    expect(link.headers['x-link-token']).toBe('link-token-1');
    const groups = (link.body as Contexts).patient;
    expect(groups.map((g) => g.hiType).sort()).toEqual([
      'DiagnosticReport',
      'DischargeSummary',
      'Invoice',
      'OPConsultation',
      'Prescription',
    ]);
    expect(groups.find((g) => g.hiType === 'DiagnosticReport')?.careContexts).toHaveLength(2);

    await fromGateway('/api/abdm/api/v3/link/on_carecontext', {
      abhaAddress: 'asha.kulkarni@sbx',
      status: 'Successfully Linked care context',
      response: { requestId: link.headers['request-id'] },
    });
    await vi.waitFor(async () => {
      const status = await t.injectAs(['doctor'], { method: 'GET', url: `/api/patients/${asha.id}/abdm-link` });
      expect(status.json()).toMatchObject({
        enabled: true,
        link: { status: 'linked', detail: 'Successfully Linked care context' },
      });
    });
  });

  it('refuses a patient without an ABHA, a desk without records.share, and a hospital without the gateway', async () => {
    const none = await t.injectAs(['doctor'], { method: 'POST', url: `/api/patients/${unlinked.id}/abdm-link` });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: { code: 'ABHA_MISSING', message: NO_ABHA } });
    const desk = await t.injectAs(['pharmacy'], { method: 'POST', url: `/api/patients/${asha.id}/abdm-link` });
    expect(desk.statusCode).toBe(403);
    const bad = await t.injectAs(['doctor'], { method: 'POST', url: '/api/patients/not-an-id/abdm-link' });
    expect(bad.statusCode).toBe(400);
    const notSetUp = await off.injectAs(['doctor'], { method: 'POST', url: `/api/patients/${asha.id}/abdm-link` });
    expect(notSetUp.statusCode).toBe(409);
    expect(notSetUp.json()).toMatchObject({ error: { code: 'ABDM_OFF', message: GATEWAY_OFF } });
  });

  it('refuses a callback without a token, with one the gateway did not sign, or with another client’s session', async () => {
    const body = { linkToken: 'forged', response: { requestId: randomUUID() } };
    const unsigned = await fromGateway('/api/abdm/api/v3/hip/token/on-generate-token', body, null);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ error: { message: CALLBACK_UNSIGNED } });
    const forged = await fromGateway('/api/abdm/api/v3/hip/token/on-generate-token', body, await gw.signForged());
    expect(forged.statusCode).toBe(401);
    // Another hospital's session token is signed by the gateway too, but it is not the gateway calling.
    const otherClient = await fromGateway(
      '/api/abdm/api/v3/consent/request/hip/notify',
      { notification: { consentId: randomUUID(), status: 'REVOKED' } },
      await gw.signAsClient('SBX_OTHER_HOSPITAL'),
    );
    expect(otherClient.statusCode).toBe(401);
    const noClient = await fromGateway(
      '/api/abdm/api/v3/consent/request/hip/notify',
      { notification: { consentId: randomUUID(), status: 'REVOKED' } },
      await gw.signAsClient(null),
    );
    expect(noClient.statusCode).toBe(401);
    const malformed = await fromGateway('/api/abdm/api/v3/consent/request/hip/notify', { notification: {} });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('sharing under a consent: notify, request, encrypted push, transfer notice', () => {
  const consentId = randomUUID();
  let contexts: { kind: string; id: string; at: string }[];

  const requestData = (transactionId: string, hiu: ReturnType<typeof generateKeyMaterial>) =>
    fromGateway('/api/abdm/api/v3/hip/health-information/request', {
      transactionId,
      hiRequest: {
        consent: { id: consentId },
        dateRange: { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' },
        dataPushUrl: `${gw.url}/hiu/push`,
        keyMaterial: {
          cryptoAlg: 'ECDH',
          curve: 'Curve25519',
          dhPublicKey: {
            expiry: '2100-01-01T00:00:00.000Z',
            parameters: 'Curve25519/32byte random key',
            keyValue: hiu.x509PublicKey,
          },
          nonce: hiu.nonce,
        },
      },
    });

  it('keeps a granted consent and acknowledges it', async () => {
    const list = await t.injectAs(['doctor'], { method: 'GET', url: `/api/patients/${asha.id}/health-records` });
    contexts = list.json<{ contexts: { kind: string; id: string; at: string }[] }>().contexts;
    const refs = contexts
      .filter((c) => c.kind === 'op-visit' || c.kind === 'lab-order')
      .map((c) => ({ patientReference: asha.id, careContextReference: `${c.kind}:${c.id}` }));
    const notify = await fromGateway('/api/abdm/api/v3/consent/request/hip/notify', {
      notification: {
        consentId,
        status: 'GRANTED',
        consentDetail: {
          consentId,
          hip: { id: HIP },
          patient: { id: 'asha.kulkarni@sbx' },
          careContexts: refs,
          hiTypes: ['OPConsultation', 'DiagnosticReport'],
          permission: {
            accessMode: 'VIEW',
            dateRange: { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' },
            dataEraseAt: '2100-01-01T00:00:00.000Z',
          },
        },
      },
    });
    expect(notify.statusCode).toBe(202);
    const ack = await arrived('/hiecm/api/v3/consent/request/hip/on-notify');
    expect(ack.body).toMatchObject({ acknowledgement: { status: 'ok', consentId } });
  });

  it('does not keep a consent whose ABHA address is not the patient’s the care contexts belong to', async () => {
    const stranger = randomUUID();
    await fromGateway('/api/abdm/api/v3/consent/request/hip/notify', {
      notification: {
        consentId: stranger,
        status: 'GRANTED',
        consentDetail: {
          patient: { id: 'someone.else@sbx' },
          careContexts: [{ patientReference: asha.id, careContextReference: `op-visit:${contexts[0]!.id}` }],
          hiTypes: ['OPConsultation'],
          permission: { dateRange: { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' } },
        },
      },
    });
    const ack = await arrived('/hiecm/api/v3/consent/request/hip/on-notify', 2);
    expect(ack.body).toMatchObject({ acknowledgement: { status: 'unknown', consentId: stranger } });
    const kept = await t.database.db.execute(sql`select 1 from abdm_consents where consent_id = ${stranger}`);
    expect(kept.rows).toHaveLength(0);
  });

  it('pushes each consented document encrypted for the requester, tells the gateway, and audits each with the consent', async () => {
    const hiu = generateKeyMaterial();
    const transactionId = randomUUID();
    expect((await requestData(transactionId, hiu)).statusCode).toBe(202);
    const onRequest = await arrived('/hiecm/api/v3/data-flow/health-information/hip/on-request');
    expect(onRequest.body).toMatchObject({ hiRequest: { transactionId, sessionStatus: 'ACKNOWLEDGED' } });
    const notice = await arrived('/hiecm/api/v3/data-flow/health-information/notify');

    type Push = {
      transactionId: string;
      pageNumber: number;
      pageCount: number;
      entries: { content: string; checksum: string; careContextReference: string; media: string }[];
      keyMaterial: { dhPublicKey: { keyValue: string }; nonce: string };
    };
    // One document a page, each page with key material of its own (AES-GCM never reuses a key and IV).
    const pages = gw.calls
      .filter((c) => c.path === '/hiu/push')
      .map((c) => c.body as Push)
      .filter((p) => p.transactionId === transactionId);
    expect(pages.map((p) => p.pageNumber)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.every((p) => p.pageCount === pages.length && p.entries.length === 1)).toBe(true);
    expect(new Set(pages.map((p) => p.keyMaterial.nonce)).size).toBe(pages.length);
    const types: string[] = [];
    for (const page of pages) {
      const entry = page.entries[0]!;
      expect(entry.media).toBe('application/fhir+json');
      expect(entry.checksum).toBe(createHash('md5').update(entry.content).digest('hex'));
      const bundle = JSON.parse(
        decrypt({
          encrypted: entry.content,
          requesterPrivateKey: hiu.privateKey,
          requesterNonce: hiu.nonce,
          senderPublicKey: page.keyMaterial.dhPublicKey.keyValue,
          senderNonce: page.keyMaterial.nonce,
        }),
      ) as Bundle;
      expect(fhirR4Problems(bundle)).toEqual([]);
      types.push(String((bundle.entry?.[0]?.resource as Composition).meta?.profile?.[0]?.split('/').pop()));
    }
    // The visit's prescription is not consented to (hiTypes), nor the stay, the study or the bill (care contexts).
    const visits = contexts.filter((c) => c.kind === 'op-visit').length;
    const labs = contexts.filter((c) => c.kind === 'lab-order').length;
    expect(types.sort()).toEqual([
      ...Array<string>(labs).fill('DiagnosticReportRecord'),
      ...Array<string>(visits).fill('OPConsultRecord'),
    ]);
    expect(notice.body).toMatchObject({
      notification: { consentId, transactionId, statusNotification: { sessionStatus: 'TRANSFERRED', hipId: HIP } },
    });

    const audited = (
      await t.database.db.execute(
        sql`select summary from audit_log where action = 'export' and entity_id = ${asha.id} and summary like ${`%consent ${consentId}%`}`,
      )
    ).rows;
    expect(audited).toHaveLength(pages.length);
  });

  it('serves a repeated request once, and refuses a request after the consent is revoked', async () => {
    const hiu = generateKeyMaterial();
    const pushes = () => gw.calls.filter((c) => c.path === '/hiu/push').length;
    const notices = () => gw.calls.filter((c) => c.path === '/hiecm/api/v3/data-flow/health-information/notify').length;
    const transactionId = randomUUID();
    await requestData(transactionId, hiu);
    await arrived('/hiecm/api/v3/data-flow/health-information/notify', notices() + 1);
    const before = pushes();
    await requestData(transactionId, hiu);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushes()).toBe(before);

    await fromGateway('/api/abdm/api/v3/consent/request/hip/notify', {
      notification: { consentId, status: 'REVOKED' },
    });
    await arrived('/hiecm/api/v3/consent/request/hip/on-notify', 3);
    const onRequests = () =>
      gw.calls.filter((c) => c.path === '/hiecm/api/v3/data-flow/health-information/hip/on-request');
    const seen = onRequests().length;
    await requestData(randomUUID(), hiu);
    const refused = await arrived('/hiecm/api/v3/data-flow/health-information/hip/on-request', seen + 1);
    expect(refused.body).toMatchObject({ hiRequest: { sessionStatus: 'ERRORED' } });
    expect(pushes()).toBe(before);

    // A revoked consent stays revoked, whatever grant is notified again.
    const regrant = await fromGateway('/api/abdm/api/v3/consent/request/hip/notify', {
      notification: { consentId, status: 'GRANTED' },
    });
    expect(regrant.statusCode).toBe(202);
    await arrived('/hiecm/api/v3/consent/request/hip/on-notify', 4);
    const kept = await t.database.db.execute(sql`select status from abdm_consents where consent_id = ${consentId}`);
    expect(kept.rows).toEqual([{ status: 'REVOKED' }]);
  });
});
