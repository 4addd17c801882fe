import { asc, sql } from 'drizzle-orm';
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

  /** The whole live catalogue by category and name. */
  all: (db: DbOrTx): Promise<ServiceRow[]> =>
    db
      .select()
      .from(services)
      .where(catalogue.live)
      .orderBy(asc(services.category), asc(sql`lower(${services.name})`)),
};
