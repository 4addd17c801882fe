import type { Paged } from '@clinic/shared/http';
import {
  CHOOSE_A_MEDICINE_TO_ISSUE,
  ONE_STAY_PER_INDENT,
  type IpPrescription,
  type WardIssue,
} from '@clinic/shared/pharmacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from '../admissions/admission-fixtures.ts';
import { stockShelf, type Shelf } from './pharmacy-fixtures.ts';

let t: TestApp;
let shelf: Shelf;
let ipNumber = '';
let otherIp = '';
beforeAll(async () => {
  t = await buildTestApp();
  shelf = await stockShelf(t, [
    ['drug', 'IND-PCM', 300, 2],
    ['other', 'IND-650', 300, 1],
  ]);
  const h = await setupHospital(t);
  const order = async (admissionId: string, drugId: string) =>
    t.injectAs(['doctor'], {
      method: 'POST',
      url: `/api/admissions/${admissionId}/medication-orders`,
      payload: {
        drugId,
        dose: '1 tablet',
        route: 'Oral',
        frequency: 'TDS',
        startDate: clinicNow('Asia/Kolkata').date,
        startTime: '08:00',
        overrideReason: 'Both strengths on purpose for this ward test',
      },
    });
  const stay = await admit(t, h, await newPatient(t, 'Indented'), h.beds.g1);
  const other = await admit(t, h, await newPatient(t, 'Elsewhere'), h.beds.g2);
  [ipNumber, otherIp] = [stay.ipNumber, other.ipNumber];
  for (const drugId of [shelf.drug._id, shelf.other._id]) {
    expect((await order(stay._id, drugId)).statusCode).toBe(201);
  }
  expect((await order(other._id, shelf.drug._id)).statusCode).toBe(201);
});
afterAll(() => t.close());

const ordersOf = async (ip: string) =>
  (
    await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/ip-prescriptions?ipNumber=${encodeURIComponent(ip)}`,
    })
  ).json<Paged<IpPrescription>>().data;
const indent = (lines: object[], key: string, role: 'pharmacy' | 'nurse' = 'pharmacy') =>
  t.injectAs([role], {
    method: 'POST',
    url: '/api/pharmacy/ward-indents',
    payload: { lines },
    headers: { 'idempotency-key': key },
  });
const onShelf = async () =>
  (
    await t.database.db.execute<{ batch: string; units: number }>(
      sql`select batch_number as batch, quantity_on_hand as units from batches where batch_number like 'IND-%' order by batch_number`,
    )
  ).rows;

describe('a ward indent: several orders of one stay issued in one request', () => {
  it('issues every line in one go, charges each, and answers a retry with the same issues', async () => {
    const before = await onShelf();
    const lines = (await ordersOf(ipNumber)).map((o) => ({
      orderId: o.orderId,
      batchId: o.offers[0]?.batchId,
      quantity: 3,
    }));
    expect(lines).toHaveLength(2);
    const res = await indent(lines, 'indent-1');
    expect(res.statusCode).toBe(201);
    const issues = res.json<WardIssue[]>();
    expect(issues.map((i) => [i.ipNumber, i.quantity, i.amountPaise])).toEqual([
      [ipNumber, 3, 9_00],
      [ipNumber, 3, 9_00],
    ]);
    const again = await indent(lines, 'indent-1');
    expect(again.json<WardIssue[]>().map((i) => i._id)).toEqual(issues.map((i) => i._id));
    const after = await onShelf();
    expect(after.map((b, i) => (before[i]?.units ?? 0) - b.units)).toEqual([3, 3]);
    expect((await ordersOf(ipNumber)).map((o) => o.issuedQuantity)).toEqual([3, 3]);
  });

  it('issues none when one line is short, and names the batch', async () => {
    const before = await onShelf();
    const [pcm, other] = await ordersOf(ipNumber);
    const res = await indent(
      [
        { orderId: pcm?.orderId, batchId: pcm?.offers[0]?.batchId, quantity: 2 },
        { orderId: other?.orderId, batchId: other?.offers[0]?.batchId, quantity: 5_000 },
      ],
      'indent-short',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toContain(
      `batch ${other?.offers[0]?.batchNumber ?? '?'}: `,
    );
    expect(await onShelf()).toEqual(before);
  });

  it('refuses an empty indent, two stays in one, a repeated order and the wrong desk', async () => {
    const empty = await indent([], 'indent-empty');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: CHOOSE_A_MEDICINE_TO_ISSUE } });
    const [mine] = await ordersOf(ipNumber);
    const [theirs] = await ordersOf(otherIp);
    const line = (o: IpPrescription | undefined) => ({
      orderId: o?.orderId,
      batchId: o?.offers[0]?.batchId,
      quantity: 1,
    });
    const before = await onShelf();
    const mixed = await indent([line(mine), line(theirs)], 'indent-mixed');
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ error: { message: ONE_STAY_PER_INDENT } });
    expect(await onShelf()).toEqual(before);
    expect((await indent([line(mine), line(mine)], 'indent-twice')).statusCode).toBe(400);
    expect((await indent([line(mine)], 'indent-nurse', 'nurse')).statusCode).toBe(403);
    const keyless = await t.injectAs(['pharmacy'], {
      method: 'POST',
      url: '/api/pharmacy/ward-indents',
      payload: { lines: [line(mine)] },
    });
    expect(keyless.statusCode).toBe(400);
  });
});
