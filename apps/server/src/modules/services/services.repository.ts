import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueRepository } from '../../db/catalogue-repository.ts';
import { services } from './services.table.ts';

export type ServiceRow = typeof services.$inferSelect;

const catalogue = catalogueRepository(services, services.name, 'services');

export const servicesRepository = {
  find: catalogue.find,
  nameTaken: catalogue.taken,
  insert: catalogue.insert,
  update: catalogue.update,
  softDelete: catalogue.softDelete,

  /** The cheapest active live service of a category (the default consultation fee). */
  async cheapestActive(db: DbOrTx, category: string): Promise<ServiceRow | undefined> {
    const [row] = await db
      .select()
      .from(services)
      .where(and(catalogue.live, eq(services.isActive, true), eq(services.category, category)))
      .orderBy(asc(services.pricePaise), asc(services.name))
      .limit(1);
    return row;
  },

  /** The whole live catalogue by category and name. */
  all: (db: DbOrTx): Promise<ServiceRow[]> =>
    db
      .select()
      .from(services)
      .where(catalogue.live)
      .orderBy(asc(services.category), asc(sql`lower(${services.name})`)),
};
