import { payerPrice, type TariffCategory } from '@clinic/shared/insurance';
import type { BedClass } from '@clinic/shared/billing';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patientCoverages, payers } from '../insurance/insurance.table.ts';
import { payerTariffRates } from '../insurance/tariffs.table.ts';
import { folioRepository } from './folio.repository.ts';

/** A stay's price list: the payer's price for a service charged on a day in a bed class, or null. */
export type StayPriceList = (serviceId: string, bedClass: BedClass, onDate: string) => number | null;

/** What a payer's tariff does to an insured stay's bill (billing reads the insurance desk's tariffs). */
export const payerTariffRepository = {
  /**
   * The price list of the cover on the stay's contract: its payer's rates, then its TPA's for what
   * the payer's do not name. Null when the patient pays or neither has a rate.
   */
  async priceListOf(db: DbOrTx, admissionId: string): Promise<StayPriceList | null> {
    const contract = await folioRepository.contract(db, admissionId);
    if (contract.payerType === 'Self' || !contract.coverageId) return null;
    const [cover] = await db
      .select({ payerId: patientCoverages.payerId, tpaId: patientCoverages.tpaId })
      .from(patientCoverages)
      .where(eq(patientCoverages.id, contract.coverageId));
    if (!cover) return null;
    const payerIds = [cover.payerId, ...(cover.tpaId ? [cover.tpaId] : [])];
    const [rates, factors] = await Promise.all([
      db.select().from(payerTariffRates).where(inArray(payerTariffRates.payerId, payerIds)),
      db.select({ id: payers.id, rateFactors: payers.rateFactors }).from(payers).where(inArray(payers.id, payerIds)),
    ]);
    if (rates.length === 0) return null;
    const listOf = (payerId: string | null) => ({
      rates: rates
        .filter((r) => r.payerId === payerId)
        .map((r) => ({ ...r, roomCategory: r.roomCategory as TariffCategory })),
      factors: factors.find((f) => f.id === payerId)?.rateFactors ?? null,
    });
    const [own, tpa] = [listOf(cover.payerId), listOf(cover.tpaId)];
    return (serviceId, bedClass, onDate) =>
      payerPrice(own.rates, own.factors, serviceId, bedClass, onDate) ??
      payerPrice(tpa.rates, tpa.factors, serviceId, bedClass, onDate);
  },
};
