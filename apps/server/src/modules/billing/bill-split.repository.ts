import type { SplitTerms } from '@clinic/shared/billing';
import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patientCoverages } from '../insurance/insurance.table.ts';
import { services } from '../services/services.table.ts';
import { folioRepository } from './folio.repository.ts';

/** What the split of a stay's bill reads: the cover's terms and the tariff items' non-payable tags. */
export const billSplitRepository = {
  /**
   * The stay's payer terms: the approval on its contract, and the co-pay, deductible and room-rent
   * limit of the cover it names (none for a payer typed in without a cover). Null when the patient pays.
   */
  async termsOf(db: DbOrTx, admissionId: string): Promise<SplitTerms | null> {
    const contract = await folioRepository.contract(db, admissionId);
    if (contract.payerType === 'Self') return null;
    const [cover] = contract.coverageId
      ? await db
          .select({
            copayPercent: patientCoverages.copayPercent,
            deductiblePaise: patientCoverages.deductiblePaise,
            roomRentLimitPaise: patientCoverages.roomRentLimitPaise,
          })
          .from(patientCoverages)
          .where(eq(patientCoverages.id, contract.coverageId))
      : [];
    return {
      approvedPaise: contract.approvedPaise,
      copayPercent: Number(cover?.copayPercent ?? 0),
      deductiblePaise: cover?.deductiblePaise ?? 0,
      roomRentLimitPaise: cover?.roomRentLimitPaise ?? 0,
    };
  },

  /** The non-payable item each of these services is tagged with (untagged ones are left out). */
  async tagsOf(db: DbOrTx, serviceIds: string[]): Promise<Map<string, string>> {
    if (serviceIds.length === 0) return new Map();
    const rows = await db
      .select({ id: services.id, tag: services.nonPayableItem })
      .from(services)
      .where(and(inArray(services.id, serviceIds), isNotNull(services.nonPayableItem)));
    return new Map(rows.flatMap((r) => (r.tag ? [[r.id, r.tag] as const] : [])));
  },
};
