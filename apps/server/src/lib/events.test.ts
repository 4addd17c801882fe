import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createEventBus } from './events.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('event bus', () => {
  it('publishes after the commit, and nothing when the transaction rolls back', async () => {
    const errors: unknown[] = [];
    const bus = createEventBus((_name, error) => errors.push(error));
    const seen: string[] = [];
    bus.on('encounter.saved', (e) => void seen.push(e.encounterId));
    bus.on('encounter.saved', () => {
      throw new Error('a failing board');
    });

    await bus.inTransaction(database.db, async (_tx, publish) => {
      publish('encounter.saved', { encounterId: 'e1', patientId: 'p1' });
      expect(seen).toEqual([]);
    });
    await bus
      .inTransaction(database.db, async (_tx, publish) => {
        publish('encounter.saved', { encounterId: 'e2', patientId: 'p1' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await settle();
    expect(seen).toEqual(['e1']);
    expect(errors).toHaveLength(1);
  });
});
