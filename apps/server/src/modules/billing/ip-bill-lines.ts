import {
  absorbIntoPackage,
  nonPayableItemOf,
  BED_CLASS_LABELS,
  bySection,
  bedClassOf,
  roomRentLines,
  STAY_TARIFF_LINE,
  type BillSection,
  type RoomDayRule,
} from '@clinic/shared/billing';
import type { DbOrTx } from '../../db/client.ts';
import type { BillLineInput } from './bill-writer.ts';
import { billSplitRepository } from './bill-split.repository.ts';
import { folioRepository } from './folio.repository.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';
import { packagesRepository, type StayPackageRow } from './packages.repository.ts';
import { stayTariffPricesIn } from './stay-tariffs.service.ts';
import { payerTariffRepository, type StayPriceList } from './payer-tariff.repository.ts';
import { clinicNow } from '../../lib/clinic-time.ts';

const SECTION_OF: Record<string, BillSection> = {
  pharmacy: 'Medications',
  theatre: 'Procedure',
  billing: 'Miscellaneous',
};

type ChargeRow = Awaited<ReturnType<typeof repo.pendingCharges>>[number];

/**
 * A stay's charge as a bill line, in the section of the desk that charged it, with the regulator's
 * non-payable item it is when known. Built whole in one literal: a year's stay has thousands.
 */
export const chargeLine = (
  c: ChargeRow,
  nonPayableItem: string | null = null,
): BillLineInput & { serviceId: string | null } => ({
  chargeId: c.id,
  serviceId: c.serviceId,
  section: SECTION_OF[c.sourceArea] ?? 'Services',
  description: c.serviceName,
  category: c.category,
  quantity: c.quantity,
  unitPricePaise: c.pricePaise,
  gstRateBp: c.gstRateBp,
  nonPayableItem,
});

/**
 * The lines a stay's bill would have now: room days from the bed history, nursing and monitoring
 * days by bed class at the tariff's price (counted as the room days are), then its pending
 * charges by section; under a package, the package's line with what it covers at ₹0, then the extras.
 */
export async function ipBillLinesOf(
  tx: DbOrTx,
  admission: { id: string; dischargedAt: Date | null },
  deps: { roomDayRule: RoomDayRule; timeZone: string },
): Promise<{ lines: BillLineInput[]; chargeIds: string[]; package: PackageFigures | null }> {
  const [stays, pending, prices, onPackage, payerList] = await Promise.all([
    repo.stays(tx, admission.id),
    repo.pendingCharges(tx, admission.id),
    stayTariffPricesIn(tx),
    packagesRepository.activeOf(tx, admission.id),
    payerTariffRepository.priceListOf(tx, admission.id),
  ]);
  const charges = payerList ? atPayerRates(pending, stays, payerList, deps.timeZone) : pending;
  const tags = await billSplitRepository.tagsOf(tx, [
    ...new Set(charges.flatMap((c) => (c.serviceId ? [c.serviceId] : []))),
  ]);
  const end = admission.dischargedAt ?? new Date();
  const days = (price: (s: (typeof stays)[number]) => number, label: (s: (typeof stays)[number]) => string) =>
    roomRentLines(
      stays.map((s) => ({
        fromAt: s.s.fromAt,
        toAt: s.s.toAt,
        dailyRentPaise: price(s),
        isIcu: s.isIcu,
        label: label(s),
        bedClass: bedClassOf(s),
      })),
      end,
      deps.roomDayRule,
      deps.timeZone,
    );
  const room = days(
    (s) => s.s.dailyRentPaise,
    (s) => `${s.ward} · ${s.bed} (${s.roomType})`,
  );
  // Nursing and monitoring are health care services: exempt from GST whatever the room's rent.
  const byRule = (['Nursing', 'Monitoring'] as const).flatMap((head) =>
    days(
      (s) => prices(head, bedClassOf(s)),
      (s) => `${STAY_TARIFF_LINE[head]} (${BED_CLASS_LABELS[bedClassOf(s)]})`,
    )
      .filter((l) => l.unitPricePaise > 0)
      .map((l) => ({ ...l, gstRateBp: 0, category: STAY_TARIFF_LINE[head] })),
  );
  const itemised = [
    ...room.map((r) => ({ chargeId: null, section: 'Room Charges' as const, category: 'Room rent', ...r })),
    ...byRule.map((r) => ({ chargeId: null, section: 'Room Charges' as const, ...r })),
    ...charges.map((c) =>
      chargeLine(c, nonPayableItemOf(c.serviceId ? tags.get(c.serviceId) : null, c.serviceName)?.name ?? null),
    ),
  ].sort(bySection);
  const chargeIds = charges.map((c) => c.id);
  if (!onPackage) return { lines: itemised.map(withoutServiceId), chargeIds, package: null };
  const absorbed = absorbIntoPackage<BillLineInput & { serviceId?: string | null }>(itemised, onPackage.terms);
  return {
    lines: absorbed.lines.map(withoutServiceId),
    chargeIds,
    package: {
      row: onPackage,
      includedValuePaise: absorbed.includedValuePaise,
      extrasPaise: absorbed.extrasPaise,
    },
  };
}

/** A stay's pending charges, at its payer's tariff when it has one (supplementary bills use them too). */
export async function pendingChargesOf(tx: DbOrTx, admissionId: string, timeZone: string): Promise<ChargeRow[]> {
  const [stays, pending, payerList] = await Promise.all([
    repo.stays(tx, admissionId),
    repo.pendingCharges(tx, admissionId),
    payerTariffRepository.priceListOf(tx, admissionId),
  ]);
  return payerList ? atPayerRates(pending, stays, payerList, timeZone) : pending;
}

/**
 * The charges at the payer's tariff: each service at the payer's rate for the day it was charged
 * and the bed class the patient was in then; a service the tariff does not name keeps its price.
 */
function atPayerRates(
  charges: ChargeRow[],
  stays: Awaited<ReturnType<typeof repo.stays>>,
  priceOf: StayPriceList,
  timeZone: string,
): ChargeRow[] {
  return charges.map((c) => {
    if (!c.serviceId) return c;
    const at = c.createdAt.getTime();
    // A charge before the first bed (at the admission desk) goes with the first bed's class.
    const first = stays[0];
    const stay =
      stays.find((s) => s.s.fromAt.getTime() <= at && (!s.s.toAt || at < s.s.toAt.getTime())) ??
      (first && at < first.s.fromAt.getTime() ? first : stays.at(-1));
    if (!stay) return c;
    const price = priceOf(c.serviceId, bedClassOf(stay), clinicNow(timeZone, c.createdAt).date);
    return price === null ? c : { ...c, pricePaise: price };
  });
}

/** What a package takes in on the bill as it stands: the value of the covered lines, and the extras. */
export type PackageFigures = { row: StayPackageRow; includedValuePaise: number; extrasPaise: number };

const withoutServiceId = ({ serviceId: _, ...line }: BillLineInput & { serviceId?: string | null }): BillLineInput =>
  line;

/**
 * The stay's lines with its discounts: an approved line discount takes the place of the bill's
 * percent on its line; an approved whole-bill discount gives the percent. Waiting ones are counted,
 * because the bill cannot be finalized while one waits.
 */
export async function discountedIpBillOf(
  tx: DbOrTx,
  admission: { id: string; dischargedAt: Date | null },
  deps: { roomDayRule: RoomDayRule; timeZone: string },
) {
  const [{ lines, chargeIds, package: onPackage }, discounts] = await Promise.all([
    ipBillLinesOf(tx, admission, deps),
    folioRepository.discounts(tx, admission.id),
  ]);
  const approved = discounts.filter((d) => d.status === 'Approved');
  const onLine = new Map(approved.flatMap((d) => (d.chargeId ? [[d.chargeId, d.percent] as const] : [])));
  const onTotal = approved.find((d) => d.chargeId === null);
  return {
    lines: lines.map((l) => {
      const percent = l.chargeId ? onLine.get(l.chargeId) : undefined;
      return percent === undefined ? l : { ...l, discountPercent: percent };
    }),
    chargeIds,
    package: onPackage,
    discountPercent: onTotal?.percent ?? 0,
    discountReason: approved.map((d) => `${d.appliesTo}: ${d.reason}`).join('; '),
    discounts,
    waiting: discounts.filter((d) => d.status === 'Pending approval').length,
  };
}
