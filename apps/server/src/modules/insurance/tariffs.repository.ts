import type { RateFactors } from '@clinic/shared/insurance';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../services/services.table.ts';
import { payers } from './insurance.table.ts';
import { payerTariffRates } from './tariffs.table.ts';

export const tariffsRepository = {
  async payer(conn: DbOrTx, id: string) {
    const [row] = await conn
      .select({ id: payers.id, code: payers.code, rateFactors: payers.rateFactors })
      .from(payers)
      .where(eq(payers.id, id));
    return row;
  },

  /** The payer's rates with the service's name and the hospital's price, by service then newest first. */
  rates: (conn: DbOrTx, payerId: string) =>
    conn
      .select({ r: payerTariffRates, serviceName: services.name, hospitalPricePaise: services.pricePaise })
      .from(payerTariffRates)
      .innerJoin(services, eq(services.id, payerTariffRates.serviceId))
      .where(eq(payerTariffRates.payerId, payerId))
      .orderBy(asc(services.name), asc(payerTariffRates.roomCategory), desc(payerTariffRates.effectiveFrom)),

  async service(conn: DbOrTx, id: string) {
    const [row] = await conn.select({ id: services.id, name: services.name }).from(services).where(eq(services.id, id));
    return row;
  },

  insertRate: async (conn: DbOrTx, values: typeof payerTariffRates.$inferInsert) =>
    (await conn.insert(payerTariffRates).values(values).returning())[0],

  setFactors: (conn: DbOrTx, payerId: string, factors: RateFactors | null) =>
    conn.update(payers).set({ rateFactors: factors, updatedAt: new Date() }).where(eq(payers.id, payerId)),
};
