import type { IpBillLine } from './ip-bill.schemas.ts';

type PricedLine = Omit<IpBillLine, 'charges'>;

/**
 * A stay's bill as staff read it: identical charges on one line. A year's stay charged the same
 * twenty services a day has 7,300 charges; its bill shows twenty lines, each with the quantity
 * and amounts of all its charges. Lines are priced one charge at a time before they are put
 * together, so the totals are the finalized bill's to the paisa. Charges are identical when their
 * section, description, category, rate, GST and non-payable item agree; a charge asked a discount
 * of its own (`apart`) keeps its own line, and so do room days. A shared line is paid when all of
 * its charges are, and stands where its first charge stood, with that charge's id.
 */
export function groupedBillLines(lines: readonly PricedLine[], apart: ReadonlySet<string>): IpBillLine[] {
  const out: IpBillLine[] = [];
  const shared = new Map<string, IpBillLine>();
  for (const line of lines) {
    const { chargeId } = line;
    if (chargeId === null || apart.has(chargeId)) {
      out.push(Object.assign({}, line, { charges: chargeId === null ? 0 : 1 }));
      continue;
    }
    const key = [
      line.section,
      line.description,
      line.category,
      line.unitPricePaise,
      line.gstRateBp,
      line.nonPayableItem ?? '',
    ].join('\u0000');
    const group = shared.get(key);
    if (!group) {
      const first = Object.assign({}, line, { charges: 1 });
      shared.set(key, first);
      out.push(first);
      continue;
    }
    group.charges += 1;
    group.quantity += line.quantity;
    group.amountPaise += line.amountPaise;
    group.discountPaise += line.discountPaise;
    group.taxPaise += line.taxPaise;
    group.totalPaise += line.totalPaise;
    group.paid = group.paid && line.paid;
  }
  return out;
}
