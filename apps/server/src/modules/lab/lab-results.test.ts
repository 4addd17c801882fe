import type { CriticalAlert, LabOrderDetail, PatientLabTest, VisitReport } from '@clinic/shared/lab';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { collectAndEnter, injectWith, labPatient, orderTests, setupLab, type LabSetup } from './lab-fixtures.ts';
import { NOT_YOUR_ALERT } from './lab-reports.service.ts';
import { SAME_USER_APPROVAL } from './lab.service.ts';

let t: TestApp;
let s: LabSetup;
let approver = '';
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupLab(t, 'results');
  const second = await t.createUser(['lab'], { name: 'Second lab' });
  approver = await t.login(second.email);
});
afterAll(() => t.close());

const approve = (orderId: string) =>
  injectWith(t, approver, { method: 'POST', url: `/api/lab/orders/${orderId}/approve` });

describe('range selection for the spec’s haemoglobin rows', () => {
  it.each([
    ['a man', { gender: 'Male' as const, age: 40 }, '', '13.8 – 17.2', 'Male'],
    ['a woman', { gender: 'Female' as const, age: 35 }, '', '12.1 – 15.1', 'Female'],
    ['a pregnant woman', { gender: 'Female' as const, age: 28 }, 'If pregnant', '11 – 14', 'Female, If pregnant'],
    ['a child of six', { gender: 'Male' as const, age: 6 }, '', '11 – 14', 'Child (1-10y)'],
    ['a newborn', { gender: 'Female' as const, dateOfBirth: 'today' }, '', '14 – 24', 'Newborn'],
  ])(
    'applies the row for %s',
    async (_who, who: { gender: 'Male' | 'Female'; age?: number; dateOfBirth?: string }, condition, range, label) => {
      // A newborn is born today (the clinic's date may be ahead of UTC, never behind by a day here).
      const dateOfBirth = who.dateOfBirth ? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) : undefined;
      const patientId = await labPatient(t, { ...who, dateOfBirth });
      const [orderId = ''] = await orderTests(t, patientId, [s.cbc._id]);
      const entered = await collectAndEnter(t, s, orderId, { hb: '13.0', wbc: '7000', condition });
      const [hb] = entered.reports[0]?.results ?? [];
      expect(hb).toMatchObject({ rangeText: range, rangeLabel: label, value: '13.0' });
    },
  );
});

describe('flags, critical values and the doctor’s alerts', () => {
  it('flags High and Low, and Critical beyond the critical limits', async () => {
    const patientId = await labPatient(t, { gender: 'Male', age: 50 });
    const [high = ''] = await orderTests(t, patientId, [s.cbc._id]);
    const [critical = ''] = await orderTests(t, patientId, [s.cbc._id]);
    const h = await collectAndEnter(t, s, high, { hb: '18.4', wbc: '3000' });
    expect(h.reports[0]?.results.map((r) => r.flag)).toEqual(['High', 'Low']);
    expect(h.order).toMatchObject({ status: 'Result entered', critical: false });

    const c = await collectAndEnter(t, s, critical, { hb: '6.2', wbc: '7000' });
    expect(c.reports[0]?.results[0]).toMatchObject({ flag: 'Critical low', value: '6.2' });
    expect(c.order.critical).toBe(true);

    const alerts = await t.injectAs(['doctor'], { method: 'GET', url: '/api/lab/critical-alerts' });
    const mine = alerts.json<CriticalAlert[]>().filter((a) => a.orderId === critical);
    expect(mine).toEqual([
      expect.objectContaining({
        approved: false,
        results: [{ name: 'Haemoglobin results', value: '6.2', unit: 'g/dL', flag: 'Critical low' }],
      }),
    ]);
    const ward = await t.injectAs(['nurse'], { method: 'GET', url: `/api/lab/critical-alerts?patientId=${patientId}` });
    expect(ward.json<CriticalAlert[]>()).toEqual([expect.objectContaining({ canAcknowledge: false })]);
    expect(mine[0]?.canAcknowledge).toBe(true);
    const ackUrl = `/api/lab/critical-alerts/${mine[0]?.reportId ?? ''}/acknowledge`;
    // Before: any doctor or nurse could silence another doctor's critical value.
    const other = await t.createUser(['doctor'], { name: 'Dr. Someone Else' });
    const byOther = await injectWith(t, await t.login(other.email), { method: 'POST', url: ackUrl });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ error: { message: NOT_YOUR_ALERT } });
    expect((await t.injectAs(['nurse'], { method: 'POST', url: ackUrl })).statusCode).toBe(403);
    const ack = await t.injectAs(['doctor'], { method: 'POST', url: ackUrl });
    expect(ack.statusCode).toBe(204);
    const after = await t.injectAs(['doctor'], { method: 'GET', url: '/api/lab/critical-alerts' });
    expect(after.json<CriticalAlert[]>().some((a) => a.orderId === critical)).toBe(false);
  });

  it('refuses a missing or non-numeric value with the row named', async () => {
    const patientId = await labPatient(t, { gender: 'Male', age: 50 });
    const [orderId = ''] = await orderTests(t, patientId, [s.cbc._id]);
    await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${orderId}/collect`, payload: {} });
    const res = await t.injectAs(['lab'], {
      method: 'PUT',
      url: `/api/lab/orders/${orderId}/results`,
      payload: {
        results: [
          { parameterId: s.hb, value: 'twelve' },
          { parameterId: s.wbc, value: '' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        message: 'Enter a result for every parameter',
        fields: { 'results.0.value': 'Enter a number', 'results.1.value': 'Enter a result' },
      },
    });
  });

  it('refuses results for a test with no parameters set up, and before a sample', async () => {
    const patientId = await labPatient(t, { gender: 'Female', age: 30 });
    const [unlinked = '', early = ''] = await orderTests(t, patientId, [s.unlinked._id, s.cbc._id]);
    await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${unlinked}/collect`, payload: {} });
    const none = await t.injectAs(['lab'], {
      method: 'PUT',
      url: `/api/lab/orders/${unlinked}/results`,
      payload: { results: [{ parameterId: s.hb, value: '12' }] },
    });
    expect(none.statusCode).toBe(422);
    const before = await t.injectAs(['lab'], {
      method: 'PUT',
      url: `/api/lab/orders/${early}/results`,
      payload: { results: [{ parameterId: s.hb, value: '12' }] },
    });
    expect(before.statusCode).toBe(409);
  });
});

describe('approval, locking and amendment', () => {
  let orderId = '';
  let patientId = '';
  beforeAll(async () => {
    patientId = await labPatient(t, { gender: 'Female', age: 45 });
    [orderId = ''] = await orderTests(t, patientId, [s.cbc._id]);
    await collectAndEnter(t, s, orderId, { hb: '10.9', wbc: '6500' });
  });

  it('refuses approval by the user who entered the results', async () => {
    const res = await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${orderId}/approve` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { message: SAME_USER_APPROVAL } });
  });

  it('is approved by a second lab user and then locked, in the service and the database', async () => {
    const res = await approve(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json<LabOrderDetail>()).toMatchObject({
      order: { status: 'Approved' },
      reports: [{ version: 1, approvedBy: 'Second lab', enteredBy: 'Test lab' }],
    });
    expect((await approve(orderId)).statusCode).toBe(409);
    const change = await t.injectAs(['lab'], {
      method: 'PUT',
      url: `/api/lab/orders/${orderId}/results`,
      payload: {
        results: [
          { parameterId: s.hb, value: '12' },
          { parameterId: s.wbc, value: '6000' },
        ],
      },
    });
    expect(change.statusCode).toBe(409);
    await expect(t.database.db.execute(sql`update lab_results set value = '99'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from lab_results`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update lab_reports set comment = 'x'`)).rejects.toThrow();
  });

  it('amends by a new version that keeps the original, with who and why', async () => {
    const noReason = await t.injectAs(['lab'], {
      method: 'POST',
      url: `/api/lab/orders/${orderId}/amendments`,
      payload: {
        results: [
          { parameterId: s.hb, value: '11.9' },
          { parameterId: s.wbc, value: '6500' },
        ],
      },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { fields: { reason: 'Give the reason for the amendment' } } });
    const res = await t.injectAs(['lab'], {
      method: 'POST',
      url: `/api/lab/orders/${orderId}/amendments`,
      payload: {
        reason: 'Transcription error',
        results: [
          { parameterId: s.hb, value: '11.9' },
          { parameterId: s.wbc, value: '6500' },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<LabOrderDetail>()).toMatchObject({ order: { status: 'Result entered', amending: true } });
    // While the amendment waits, the doctor still reads the approved original.
    const waiting = await t.injectAs(['doctor'], { method: 'GET', url: `/api/lab/patients/${patientId}/results` });
    expect(waiting.json<PatientLabTest[]>()[0]).toMatchObject({ amending: true, reports: [{ version: 1 }] });
    expect((await approve(orderId)).statusCode).toBe(200);
    const record = await t.injectAs(['doctor'], { method: 'GET', url: `/api/lab/patients/${patientId}/results` });
    const [test] = record.json<PatientLabTest[]>();
    expect(test?.reports.map((r) => [r.version, r.results[0]?.value, r.amendmentReason])).toEqual([
      [2, '11.9', 'Transcription error'],
      [1, '10.9', null],
    ]);
  });
});

describe('samples, the printed report and trends', () => {
  it('gives accession numbers, finds a sample by its barcode, and takes a new sample after a rejection', async () => {
    const patientId = await labPatient(t, { gender: 'Male', age: 60 });
    const [orderId = ''] = await orderTests(t, patientId, [s.cbc._id]);
    const first = await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${orderId}/collect`, payload: {} });
    expect(first.statusCode).toBe(201);
    const accession = first.json<LabOrderDetail>().samples[0]?.accessionNumber ?? '';
    expect(accession).toMatch(/^LA\/\d{4}\/\d{6}$/);
    expect(first.json<LabOrderDetail>().samples[0]?.sampleType).toBe('Whole blood (EDTA)');
    const scanned = await t.injectAs(['lab'], {
      method: 'GET',
      url: `/api/lab/samples/${encodeURIComponent(accession)}`,
    });
    expect(scanned.json()).toEqual({ orderId });
    const search = await t.injectAs(['lab'], {
      method: 'GET',
      url: `/api/lab/orders?search=${encodeURIComponent(accession)}`,
    });
    expect(search.json<{ data: { _id: string }[] }>().data.map((o) => o._id)).toEqual([orderId]);

    const noReason = await t.injectAs(['lab'], {
      method: 'POST',
      url: `/api/lab/orders/${orderId}/reject`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.injectAs(['lab'], {
      method: 'POST',
      url: `/api/lab/orders/${orderId}/reject`,
      payload: { reason: 'Haemolysed' },
    });
    expect(rejected.json<LabOrderDetail>()).toMatchObject({
      order: { status: 'Rejected' },
      samples: [{ rejectionReason: 'Haemolysed', rejectedBy: 'Test lab' }],
    });
    const again = await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${orderId}/collect`, payload: {} });
    const samples = again.json<LabOrderDetail>().samples;
    expect(samples).toHaveLength(2);
    expect(samples[0]?.accessionNumber).not.toBe(accession);
    expect((await t.injectAs(['lab'], { method: 'GET', url: '/api/lab/samples/LA%2F0000%2F999999' })).statusCode).toBe(
      404,
    );
  });

  it('prints the approved tests of one visit on one report and draws a trend', async () => {
    const patientId = await labPatient(t, { gender: 'Male', age: 52 });
    const [a = '', kft = ''] = await orderTests(t, patientId, [s.cbc._id, s.kft._id]);
    const [b = ''] = await orderTests(t, patientId, [s.cbc._id]);
    await collectAndEnter(t, s, a, { hb: '12.0', wbc: '7000' });
    await collectAndEnter(t, s, b, { hb: '14.5', wbc: '7100' });
    await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${kft}/collect`, payload: {} });
    await t.injectAs(['lab'], {
      method: 'PUT',
      url: `/api/lab/orders/${kft}/results`,
      payload: { results: [{ parameterId: s.creatinine, value: '1.5' }] },
    });
    const notYet = await t.injectAs(['doctor'], { method: 'GET', url: `/api/lab/orders/${a}/report` });
    expect(notYet.statusCode).toBe(409);
    await approve(a);
    await approve(b);
    await approve(kft);
    const report = await t.injectAs(['doctor'], { method: 'GET', url: `/api/lab/orders/${a}/report` });
    expect(report.statusCode).toBe(200);
    const body = report.json<VisitReport>();
    // The CBC and KFT of one consultation share the report; the later CBC was another visit.
    expect(body.tests.map((x) => x.orderId)).toEqual([a, kft]);
    expect(body.tests[1]?.report.results[0]).toMatchObject({ value: '1.50', flag: 'High', rangeText: '0.7 – 1.3' });
    expect(body.tests[0]?.report).toMatchObject({
      approvedBy: 'Second lab',
      results: [{ flag: 'Low', unit: 'g/dL' }, {}],
    });
    expect(body.patient).toMatchObject({ gender: 'Male', ageText: '52 years' });

    const trend = await t.injectAs(['doctor'], {
      method: 'GET',
      url: `/api/lab/patients/${patientId}/trend?parameterId=${s.hb}`,
    });
    expect(trend.json()).toMatchObject({
      band: { min: 13.8, max: 17.2 },
      points: [
        { value: 12, flag: 'Low' },
        { value: 14.5, flag: null },
      ],
    });
  });
});
