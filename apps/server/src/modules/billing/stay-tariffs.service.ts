import {
  stayTariffsInputSchema,
  type BedClass,
  type StayTariff,
  type StayTariffHead,
  type StayTariffsInput,
} from '@clinic/shared/billing';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { stayTariffs } from './stay-tariffs.table.ts';

/** Prices of the charge-by-rule heads per bed class, in paise; a missing price is 0. */
export type StayTariffPrices = (head: StayTariffHead, bedClass: BedClass) => number;

export async function stayTariffPricesIn(conn: DbOrTx): Promise<StayTariffPrices> {
  const rows = await conn.select().from(stayTariffs);
  const byKey = new Map(rows.map((r) => [`${r.head}|${r.bedClass}`, r.pricePaise]));
  return (head, bedClass) => byKey.get(`${head}|${bedClass}`) ?? 0;
}

/**
 * Charges by rule, as master data: what a consultant's visit, a day's nursing and a day's
 * monitoring cost in each bed class. The administrator sets them; billing and the ward read them
 * inside their own transactions.
 */
export function createStayTariffsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  return {
    /** One head's price in a bed class, in the caller's transaction; 0 when not set. */
    async priceIn(tx: DbOrTx, head: StayTariffHead, bedClass: BedClass): Promise<number> {
      const [row] = await tx
        .select({ pricePaise: stayTariffs.pricePaise })
        .from(stayTariffs)
        .where(and(eq(stayTariffs.head, head), eq(stayTariffs.bedClass, bedClass)));
      return row?.pricePaise ?? 0;
    },

    async list(): Promise<StayTariff[]> {
      const rows = await db.select().from(stayTariffs).orderBy(asc(stayTariffs.head), asc(stayTariffs.bedClass));
      return rows.map((r) => ({ head: r.head, bedClass: r.bedClass, pricePaise: r.pricePaise }) as StayTariff);
    },

    /** Sets the given prices (others are kept); a bill already made keeps the prices it copied. */
    async set(input: StayTariffsInput, actor: Actor): Promise<StayTariff[]> {
      const v = stayTariffsInputSchema.parse(input);
      await db.transaction(async (tx) => {
        const byName = actor.name ?? 'Unknown';
        await tx
          .insert(stayTariffs)
          .values(v.tariffs.map((t) => ({ ...t, updatedByName: byName })))
          .onConflictDoUpdate({
            target: [stayTariffs.head, stayTariffs.bedClass],
            set: {
              pricePaise: sql`excluded.price_paise`,
              updatedAt: new Date(),
              updatedByName: byName,
            },
          });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'stay_tariffs',
          entityId: null,
          summary: v.tariffs.map((t) => `${t.head} (${t.bedClass}) ${t.pricePaise} paise`).join('; '),
        });
      });
      return this.list();
    },
  };
}

export type StayTariffsService = ReturnType<typeof createStayTariffsService>;
