import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CASH_LIMIT_MESSAGE, IDEMPOTENCY_KEY_REUSED, type PaymentInput } from './payments.service.ts';
import { payments } from './payments.table.ts';

let t: TestApp;
let services: Services;
let patientId = '';
const actor = { userId: null, name: 'Billing desk', role: 'billing', ip: null };

beforeAll(async () => {
  t = await buildTestApp();
  services = createServices(t.database.db);
  await seedDemo(services);
  const list = await t.injectAs(['reception'], { method: 'GET', url: '/api/patients?limit=1' });
  patientId = list.json<{ data: { _id: string }[] }>().data[0]?._id ?? '';
});
afterAll(() => t.close());

const pay = (input: Partial<PaymentInput> & { idempotencyKey: string }) =>
  t.database.db.transaction((tx) =>
    services.payments.recordPaymentIn(
      tx,
      { patientId, purpose: 'Advance', mode: 'UPI', reference: 'UPI-4471', amountPaise: 50_000, ...input },
      actor,
    ),
  );
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AppError,
  );

describe('payment primitive', () => {
  it('gives a receipt number per financial year and returns the first payment to a retry', async () => {
    const first = await pay({ idempotencyKey: 'retry-key-0001' });
    expect(first.replayed).toBe(false);
    // The year's first receipt is the demo's, for its OP bill.
    expect(first.payment.receiptNumber).toMatch(/^RC\/\d{4}\/000002$/);
    const again = await pay({ idempotencyKey: 'retry-key-0001' });
    expect(again).toMatchObject({ replayed: true, payment: { id: first.payment.id } });
  });

  it('never pays twice for 10 simultaneous requests with one key', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => pay({ idempotencyKey: 'double-click-0001' })));
    expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await t.database.db.select().from(payments);
    expect(rows.filter((r) => r.idempotencyKey === 'double-click-0001')).toHaveLength(1);
  });

  it('refuses the same key with another body (422), and Card or UPI without a reference (400)', async () => {
    const reused = await failure(pay({ idempotencyKey: 'retry-key-0001', amountPaise: 60_000 }));
    expect(reused).toMatchObject({ statusCode: 422, message: IDEMPOTENCY_KEY_REUSED });
    const noReference = await failure(pay({ idempotencyKey: 'no-reference-01', mode: 'Card', reference: ' ' }));
    expect(noReference).toMatchObject({ statusCode: 400, message: 'Enter the Card reference' });
    expect(await failure(pay({ idempotencyKey: 'short' }))).toBeInstanceOf(AppError);
  });

  it('refuses cash of ₹2 lakh or more from one patient in a day (s.269ST)', async () => {
    await pay({ idempotencyKey: 'cash-0000000001', mode: 'Cash', reference: null, amountPaise: 1_99_999_00 });
    const over = await failure(
      pay({ idempotencyKey: 'cash-0000000002', mode: 'Cash', reference: null, amountPaise: 100 }),
    );
    expect(over).toMatchObject({ statusCode: 422, message: CASH_LIMIT_MESSAGE });
    const byUpi = await pay({ idempotencyKey: 'upi-after-cash-1', amountPaise: 5_00_000_00 });
    expect(byUpi.replayed).toBe(false);
  });

  it('holds the cash limit under 50 parallel ₹10,000 cash payments from one patient: 19 pass, the 20th would reach ₹2 lakh', async () => {
    const list = await t.injectAs(['reception'], { method: 'GET', url: '/api/patients?limit=2' });
    const other = list.json<{ data: { _id: string }[] }>().data[1]?._id ?? '';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        failure(
          pay({
            patientId: other,
            idempotencyKey: `parallel-cash-${String(i).padStart(4, '0')}`,
            mode: 'Cash',
            reference: null,
            amountPaise: 10_000_00,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === undefined)).toHaveLength(19);
    expect(results.filter((r) => r?.message === CASH_LIMIT_MESSAGE)).toHaveLength(31);
  });
});
