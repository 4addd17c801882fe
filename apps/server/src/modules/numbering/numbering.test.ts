import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createNumberingService } from './numbering.service.ts';

let database: Database;
const numbering = createNumberingService({ timeZone: 'Asia/Kolkata' });
// 31 March and 1 April 2027 at noon in India: the last day of one financial year and the first of the next.
const march31 = new Date('2027-03-31T06:30:00Z');
const april1 = new Date('2027-04-01T06:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const next = (name: 'bill' | 'receipt' | 'labAccession', at: Date) =>
  database.db.transaction((tx) => numbering.nextIn(tx, name, undefined, at));

describe('numbering service', () => {
  it('numbers bills within a financial year and starts again on 1 April', async () => {
    expect((await next('bill', march31)).text).toBe('BL/2627/000001');
    expect((await next('bill', march31)).text).toBe('BL/2627/000002');
    expect((await next('bill', april1)).text).toBe('BL/2728/000001');
    expect((await next('labAccession', april1)).text).toBe('LA/2728/000001');
    expect((await next('bill', april1)).text.length).toBeLessThanOrEqual(16);
  });

  it('leaves no gap when the transaction that took a number rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await numbering.nextIn(tx, 'receipt', undefined, march31);
        throw new Error('payment failed');
      })
      .catch(() => undefined);
    expect((await next('receipt', march31)).text).toBe('RC/2627/000001');
  });

  it('gives each doctor their own tokens for each day, unique under parallel bookings', async () => {
    const day = { doctorId: '00000000-0000-4000-8000-000000000001', date: '2027-01-05' };
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () => database.db.transaction((tx) => numbering.nextIn(tx, 'appointmentToken', day))),
    );
    expect(tokens.map((t) => t.value).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const other = await database.db.transaction((tx) =>
      numbering.nextIn(tx, 'appointmentToken', { ...day, date: '2027-01-06' }),
    );
    expect(other.text).toBe('1');
  });
});
