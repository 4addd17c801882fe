import { BILL_SECTIONS, roomRentLines, type BillSection, type RoomDayRule } from '@clinic/shared/billing';
import type { DbOrTx } from '../../db/client.ts';
import type { BillLineInput } from './bill-writer.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';

const SECTION_OF: Record<string, BillSection> = { pharmacy: 'Medications', theatre: 'Procedure' };

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
    ...charges.map((c) => ({
      chargeId: c.id,
      section: SECTION_OF[c.sourceArea] ?? 'Services',
      description: c.serviceName,
      category: c.category,
      quantity: c.quantity,
      unitPricePaise: c.pricePaise,
      gstRateBp: c.gstRateBp,
    })),
  ].sort((a, b) => BILL_SECTIONS.indexOf(a.section) - BILL_SECTIONS.indexOf(b.section));
  return { lines, chargeIds: charges.map((c) => c.id) };
}
