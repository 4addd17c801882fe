import type { AbnormalResults, CriticalAlert } from '@clinic/shared/lab';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { collectAndEnter, injectWith, labPatient, orderTests, setupLab, type LabSetup } from './lab-fixtures.ts';
import { ESCALATED_FOR_ADMIN } from './lab.routes.ts';

let t: TestApp;
let s: LabSetup;
let approver = '';
beforeAll(async () => {
  t = await buildTestApp({ settings: { criticalEscalationMinutes: 20 } });
  s = await setupLab(t, 'alerts');
  approver = await t.login((await t.createUser(['lab'], { name: 'Approver' })).email);
});
afterAll(() => t.close());

const approve = (orderId: string) =>
  injectWith(t, approver, { method: 'POST', url: `/api/lab/orders/${orderId}/approve` });

/** A critical haemoglobin for a new patient, ordered by the cached doctor; entered `minutesAgo`. */
async function criticalValue(minutesAgo = 0): Promise<{ orderId: string; patientId: string }> {
  const patientId = await labPatient(t, { gender: 'Male', age: 58 });
  const [orderId = ''] = await orderTests(t, patientId, [s.cbc._id]);
  await collectAndEnter(t, s, orderId, { hb: '6.1', wbc: '7000' });
  // Only an unapproved report may change: the entry is moved back as if made earlier.
  await t.database.db.execute(
    sql`update lab_reports set entered_at = now() - make_interval(mins => ${minutesAgo}) where order_id = ${orderId}`,
  );
  return { orderId, patientId };
}

const alerts = (roles: Parameters<TestApp['injectAs']>[0], query = '') =>
  t.injectAs(roles, { method: 'GET', url: `/api/lab/critical-alerts${query}` });

describe('escalation of an unacknowledged critical value', () => {
  it("reaches the clinic administrator's escalated list after the configured minutes, with the wait", async () => {
    const late = await criticalValue(45);
    const fresh = await criticalValue(5);
    const res = await alerts(['clinicAdmin'], '?escalated=1');
    // Before: the query was not understood and every alert came back, none marked as waiting too long.
    expect(res.statusCode).toBe(200);
    const listed = res.json<CriticalAlert[]>();
    expect(listed.map((a) => a.orderId)).toContain(late.orderId);
    expect(listed.map((a) => a.orderId)).not.toContain(fresh.orderId);
    expect(listed.find((a) => a.orderId === late.orderId)).toMatchObject({
      escalated: true,
      canAcknowledge: true,
      orderedBy: 'Test doctor',
    });
    expect(listed.find((a) => a.orderId === late.orderId)?.minutesWaiting).toBeGreaterThanOrEqual(45);

    // The doctor's own list marks it too; a fresh one waits without escalating.
    const mine = (await alerts(['doctor'])).json<CriticalAlert[]>();
    expect(mine.find((a) => a.orderId === fresh.orderId)).toMatchObject({ escalated: false });
    expect(mine.find((a) => a.orderId === late.orderId)).toMatchObject({ escalated: true });
  });

  it('keeps the escalated list to those who may acknowledge any alert', async () => {
    const res = await alerts(['doctor'], '?escalated=1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { message: ESCALATED_FOR_ADMIN } });
  });

  it('leaves the list once acknowledged', async () => {
    const late = await criticalValue(60);
    const listed = (await alerts(['clinicAdmin'], '?escalated=1')).json<CriticalAlert[]>();
    const reportId = listed.find((a) => a.orderId === late.orderId)?.reportId ?? '';
    const ack = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: `/api/lab/critical-alerts/${reportId}/acknowledge`,
    });
    expect(ack.statusCode).toBe(204);
    const after = (await alerts(['clinicAdmin'], '?escalated=1')).json<CriticalAlert[]>();
    expect(after.some((a) => a.orderId === late.orderId)).toBe(false);
  });
});

/** Opens the alerts' event stream on the listening app; `count` says how often an id has arrived. */
async function openAlerts(token: string) {
  const address = t.app.server.address() as AddressInfo;
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/lab/critical-alerts/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  const count = (needle: string) => text.split(needle).length - 1;
  const arrived = (needle: string, times: number, waitMs = 3_000) =>
    new Promise<boolean>((resolve) => {
      const deadline = setTimeout(() => resolve(count(needle) >= times), waitMs);
      const pump = async () => {
        while (count(needle) < times) {
          const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (chunk.done) break;
          text += new TextDecoder().decode(chunk.value);
        }
        clearTimeout(deadline);
        resolve(count(needle) >= times);
      };
      void pump();
    });
  return { res, arrived, close: () => abort.abort() };
}

describe('live critical banners', () => {
  it('tells the open screens when a critical report is approved and when it is acknowledged', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const doctor = await t.createUser(['doctor'], { email: `live-${randomUUID().slice(0, 6)}@test.clinic` });
    const stream = await openAlerts(await t.login(doctor.email));
    expect(stream.res.status).toBe(200);
    const { orderId } = await criticalValue();
    expect(await stream.arrived(orderId, 1)).toBe(true);
    // Before: approval and acknowledgement were silent, so "not yet approved" and the banner itself stayed.
    expect((await approve(orderId)).statusCode).toBe(200);
    expect(await stream.arrived(orderId, 2)).toBe(true);
    const reportId =
      (await alerts(['doctor'])).json<CriticalAlert[]>().find((a) => a.orderId === orderId)?.reportId ?? '';
    expect(
      (await t.injectAs(['doctor'], { method: 'POST', url: `/api/lab/critical-alerts/${reportId}/acknowledge` }))
        .statusCode,
    ).toBe(204);
    expect(await stream.arrived(orderId, 3)).toBe(true);
    stream.close();
  });
});

describe("abnormal results on the doctor's queue", () => {
  const abnormal = (patientIds: string[], roles: Parameters<TestApp['injectAs']>[0] = ['doctor']) =>
    t.injectAs(roles, { method: 'GET', url: `/api/lab/abnormal-results?patientIds=${patientIds.join(',')}` });

  it('marks the patients with approved values out of range that no consultation has seen since', async () => {
    const high = await labPatient(t, { gender: 'Male', age: 40 });
    const normal = await labPatient(t, { gender: 'Male', age: 40 });
    const [a = ''] = await orderTests(t, high, [s.cbc._id]);
    const [b = ''] = await orderTests(t, normal, [s.cbc._id]);
    await collectAndEnter(t, s, a, { hb: '18.1', wbc: '3200' });
    await collectAndEnter(t, s, b, { hb: '15.0', wbc: '7000' });
    await approve(a);
    await approve(b);
    const res = await abnormal([high, normal]);
    // Before: nothing told the doctor's queue about results outside the range.
    expect(res.statusCode).toBe(200);
    expect(res.json<AbnormalResults[]>()).toEqual([
      {
        patientId: high,
        results: [
          expect.objectContaining({ orderId: a, name: 'Haemoglobin alerts', value: '18.1', flag: 'High' }),
          expect.objectContaining({ name: 'WBC alerts', value: '3200', flag: 'Low' }),
        ],
      },
    ]);
    // A consultation after the approval has seen them: the mark goes.
    await t.injectAs(['doctor'], {
      method: 'POST',
      url: '/api/encounters',
      headers: { 'idempotency-key': randomUUID() },
      payload: { patientId: high, medicalHistory: {}, diagnoses: [{ description: 'Polycythaemia, review' }] },
    });
    expect((await abnormal([high])).json()).toEqual([]);
  });

  it('leaves out a result waiting for approval, and refuses bad ids and those without lab access', async () => {
    const patientId = await labPatient(t, { gender: 'Female', age: 30 });
    const [orderId = ''] = await orderTests(t, patientId, [s.cbc._id]);
    await collectAndEnter(t, s, orderId, { hb: '9.0', wbc: '7000' });
    expect((await abnormal([patientId])).json()).toEqual([]);
    expect((await abnormal(['not-a-uuid'])).statusCode).toBe(400);
    expect((await abnormal([patientId], ['billing'])).statusCode).toBe(403);
  });
});
