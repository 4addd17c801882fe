import {
  DUPLICATE_RATE,
  SERVICE_NOT_FOUND,
  rateFactorsSchema,
  tariffRateInputSchema,
  type PayerTariff,
  type RateFactorsInput,
  type TariffCategory,
  type TariffRate,
  type TariffRateInput,
} from '@clinic/shared/insurance';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { payerNotFound } from './payers.service.ts';
import { tariffsRepository as repo } from './tariffs.repository.ts';

type RateRow = Awaited<ReturnType<typeof repo.rates>>[number];
const toRate = ({ r, serviceName, hospitalPricePaise }: RateRow): TariffRate => ({
  _id: r.id,
  serviceId: r.serviceId,
  serviceName,
  hospitalPricePaise,
  roomCategory: r.roomCategory as TariffCategory,
  pricePaise: r.pricePaise,
  effectiveFrom: r.effectiveFrom,
  createdBy: r.createdByName,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Payers' tariffs: dated rates per service and room category, and a scheme's factors. A rate is
 * never changed; a later one takes over from its day. Insured stays' bills are priced by them
 * (billing reads them), and a finalized bill keeps the prices it was finalized with.
 */
export function createTariffsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function tariffIn(conn: Db, payerId: string): Promise<PayerTariff> {
    const payer = await repo.payer(conn, payerId);
    if (!payer) throw payerNotFound(payerId);
    return {
      payerId,
      factors: payer.rateFactors ?? null,
      rates: (await repo.rates(conn, payerId)).map(toRate),
    };
  }

  return {
    tariff: (payerId: string) => tariffIn(db, payerId),

    /** Adds a dated rate; the same service, category and day twice is a 409 (a retry finds the first). */
    async addRate(payerId: string, input: TariffRateInput, actor: Actor): Promise<TariffRate> {
      const v = tariffRateInputSchema.parse(input);
      const id = await db
        .transaction(async (tx) => {
          const payer = await repo.payer(tx, payerId);
          if (!payer) throw payerNotFound(payerId);
          const service = await repo.service(tx, v.serviceId);
          if (!service) throw ruleBroken(SERVICE_NOT_FOUND);
          const row = await repo.insertRate(tx, {
            payerId,
            ...v,
            createdBy: actor.userId,
            createdByName: actor.name ?? 'system',
          });
          if (!row) throw new Error('tariff rate insert returned nothing');
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'payer',
            entityId: payerId,
            summary: `Tariff of ${payer.code}: ${service.name} (${v.roomCategory}) from ${v.effectiveFrom}`,
          });
          return row.id;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'payer_tariff_rates_uq') ? conflict(DUPLICATE_RATE) : error;
        });
      const rate = (await repo.rates(db, payerId)).find((r) => r.r.id === id);
      if (!rate) throw new Error(`tariff rate ${id} vanished`);
      return toRate(rate);
    },

    /** Sets (or with null clears) how the payer scales its rates. */
    async setFactors(payerId: string, input: RateFactorsInput | null, actor: Actor): Promise<PayerTariff> {
      const factors = input === null ? null : rateFactorsSchema.parse(input);
      await db.transaction(async (tx) => {
        const payer = await repo.payer(tx, payerId);
        if (!payer) throw payerNotFound(payerId);
        await repo.setFactors(tx, payerId, factors);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'payer',
          entityId: payerId,
          summary: factors
            ? `Rate factors of ${payer.code}: ${Object.entries(factors)
                .map(([k, f]) => `${k} ${f}`)
                .join(', ')}`
            : `Rate factors of ${payer.code} cleared`,
        });
      });
      return tariffIn(db, payerId);
    },
  };
}

export type TariffsService = ReturnType<typeof createTariffsService>;
