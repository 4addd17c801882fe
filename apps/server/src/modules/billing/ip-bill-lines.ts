import { BILL_SECTIONS, roomRentLines, type BillSection, type RoomDayRule } from '@clinic/shared/billing';
import type { DbOrTx } from '../../db/client.ts';
import type { BillLineInput } from './bill-writer.ts';
import { folioRepository } from './folio.repository.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';

const SECTION_OF: Record<string, BillSection> = {
  pharmacy: 'Medications',
  theatre: 'Procedure',
  billing: 'Miscellaneous',
};

type ChargeRow = Awaited<ReturnType<typeof repo.pendingCharges>>[number];

/** A stay's charge as a bill line, in the section of the desk that charged it. */
export const chargeLine = (c: ChargeRow): BillLineInput => ({
  chargeId: c.id,
  section: SECTION_OF[c.sourceArea] ?? 'Services',
  description: c.serviceName,
  category: c.category,
  quantity: c.quantity,
  unitPricePaise: c.pricePaise,
  gstRateBp: c.gstRateBp,
});

/** The lines a stay's bill would have now: room days from the bed history, then its pending charges by section. */
export async function ipBillLinesOf(
  tx: DbOrTx,
  admission: { id: string; dischargedAt: Date | null },
  deps: { roomDayRule: RoomDayRule; timeZone: string },
): Promise<{ lines: BillLineInput[]; chargeIds: string[] }> {
  const [stays, charges] = await Promise.all([repo.stays(tx, admission.id), repo.pendingCharges(tx, admission.id)]);
  const room = roomRentLines(
    stays.map((s) => ({
      fromAt: s.s.fromAt,
      toAt: s.s.toAt,
      dailyRentPaise: s.s.dailyRentPaise,
      isIcu: s.isIcu,
      label: `${s.ward} · ${s.bed} (${s.roomType})`,
    })),
    admission.dischargedAt ?? new Date(),
    deps.roomDayRule,
    deps.timeZone,
  );
  const lines: BillLineInput[] = [
    ...room.map((r) => ({ chargeId: null, section: 'Room Charges' as const, category: 'Room rent', ...r })),
    ...charges.map(chargeLine),
  ].sort((a, b) => BILL_SECTIONS.indexOf(a.section) - BILL_SECTIONS.indexOf(b.section));
  return { lines, chargeIds: charges.map((c) => c.id) };
}

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
  const [{ lines, chargeIds }, discounts] = await Promise.all([
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
    discountPercent: onTotal?.percent ?? 0,
    discountReason: approved.map((d) => `${d.appliesTo}: ${d.reason}`).join('; '),
    discounts,
    waiting: discounts.filter((d) => d.status === 'Pending approval').length,
  };
}
