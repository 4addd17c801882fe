import type { BillSection } from './bill.schemas.ts';
import type { PackageExclusion, PackageTerms } from './package.schemas.ts';
import { BED_CLASS_LABELS, type BedClass } from './stay-tariff.schemas.ts';

/** A line of a stay's bill as the package sees it; `serviceId` is the catalogue service it bills, if any. */
export type PackageLine = {
  chargeId: string | null;
  section: BillSection;
  description: string;
  category: string;
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
  discountPercent?: number;
  serviceId?: string | null;
  /** A room day's bed class (room rent, nursing and monitoring lines). */
  bedClass?: BedClass;
};

/** The bed-day heads a package's room days take in: room rent, nursing and monitoring. */
const ROOM_HEADS = new Set(['Room rent', 'Nursing charges', 'Monitoring charges']);
export const INCLUDED_SUFFIX = ' — included in package';
export const EXCLUDED_SUFFIX = ' — excluded from package';
export const BEYOND_SUFFIX = ' — beyond package limit';
export const ABOVE_CATEGORY_SUFFIX = " — room above the package's category";

const RANK: Partial<Record<BedClass, number>> = { general: 0, 'semi-private': 1, private: 2 };

/**
 * The category the package is billed at: the highest ward room the patient was in, when the
 * package has a price for it; else the one it was put on at (days in a higher room are then extras).
 * ICU days do not move it: a surgical package's ICU stay is part of it.
 */
function billedClass(lines: PackageLine[], terms: PackageTerms): { bedClass: BedClass; pricePaise: number } {
  const ranked = lines.flatMap((l) => (l.bedClass && RANK[l.bedClass] !== undefined ? [l.bedClass] : []));
  const highest = ranked.sort((a, b) => (RANK[b] ?? 0) - (RANK[a] ?? 0))[0];
  const price = highest && terms.prices?.[highest];
  const higher = highest && (RANK[highest] ?? 0) > (RANK[terms.bedClass] ?? Number.POSITIVE_INFINITY);
  return higher && price
    ? { bedClass: highest, pricePaise: price }
    : { bedClass: terms.bedClass, pricePaise: terms.pricePaise };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const matches = (rule: Pick<PackageExclusion, 'match' | 'value'>, line: PackageLine) =>
  rule.match === 'service'
    ? line.serviceId === rule.value
    : rule.match === 'category'
      ? same(line.category, rule.value)
      : same(line.description, rule.value);

type Allowance = { units: number; paise: number };

/**
 * A stay's bill under a package: the package's price as one line, the lines it covers at ₹0 under
 * it (room days per head, then each inclusion up to its units and amount, in bill order), and the
 * rest (excluded, over a limit, or not in the package) billed as extras in their own sections. A
 * line split by a limit keeps its charge on the billed part, so its own discount still applies.
 */
export function absorbIntoPackage<L extends PackageLine>(
  lines: L[],
  terms: PackageTerms,
): { lines: L[]; includedValuePaise: number; extrasPaise: number } {
  const roomLeft = new Map<string, number>();
  const left: Allowance[] = terms.inclusions.map((i) => ({
    units: i.units ?? Number.POSITIVE_INFINITY,
    paise: i.amountPaise ?? Number.POSITIVE_INFINITY,
  }));
  const billed = billedClass(lines, terms);
  const aboveCategory = (line: L) =>
    line.bedClass !== undefined &&
    RANK[line.bedClass] !== undefined &&
    RANK[billed.bedClass] !== undefined &&
    (RANK[line.bedClass] ?? 0) > (RANK[billed.bedClass] ?? 0);
  const included: L[] = [];
  const extras: L[] = [];
  let includedValuePaise = 0;

  const isRoom = (line: L) => line.section === 'Room Charges' && ROOM_HEADS.has(line.category);
  /** What is left to take the line in; undefined when nothing in the package covers it, 0 units when used up. */
  const allowanceOf = (line: L): Allowance | undefined => {
    if (isRoom(line)) {
      if (!roomLeft.has(line.category)) roomLeft.set(line.category, terms.roomDays);
      return terms.roomDays > 0
        ? { units: roomLeft.get(line.category) ?? 0, paise: Number.POSITIVE_INFINITY }
        : undefined;
    }
    const covering = terms.inclusions.flatMap((rule, n) => (matches(rule, line) ? [left[n]] : []));
    if (covering.length === 0) return undefined;
    return covering.find((a) => a !== undefined && a.units > 0 && a.paise > 0) ?? { units: 0, paise: 0 };
  };

  for (const line of lines) {
    if (terms.exclusions.some((rule) => matches(rule, line))) {
      extras.push({ ...line, description: line.description + EXCLUDED_SUFFIX });
      continue;
    }
    if (isRoom(line) && aboveCategory(line)) {
      extras.push({ ...line, description: line.description + ABOVE_CATEGORY_SUFFIX });
      continue;
    }
    const allowance = allowanceOf(line);
    if (!allowance) {
      extras.push(line);
      continue;
    }
    if (allowance.units <= 0 || allowance.paise <= 0) {
      extras.push({ ...line, description: line.description + BEYOND_SUFFIX });
      continue;
    }
    const value = line.quantity * line.unitPricePaise;
    if (value === 0) {
      // A line at ₹0 (local anaesthesia, say) is covered without using up the inclusion.
      included.push({
        ...line,
        section: 'Package',
        description: line.description + INCLUDED_SUFFIX,
        discountPercent: undefined,
      });
      continue;
    }
    const units = Math.min(line.quantity, allowance.units);
    const absorbed = Math.min(units * line.unitPricePaise, allowance.paise);
    if (isRoom(line)) roomLeft.set(line.category, allowance.units - units);
    else {
      allowance.units -= units;
      allowance.paise -= absorbed;
    }
    includedValuePaise += absorbed;
    const whole = absorbed === value;
    const byUnits = line.unitPricePaise > 0 && absorbed % line.unitPricePaise === 0;
    const inUnits = whole ? line.quantity : byUnits ? absorbed / line.unitPricePaise : 1;
    included.push({
      ...line,
      chargeId: whole ? line.chargeId : null,
      section: 'Package',
      description: line.description + INCLUDED_SUFFIX,
      quantity: inUnits,
      unitPricePaise: 0,
      discountPercent: undefined,
    });
    if (whole) continue;
    const beyond = line.description + BEYOND_SUFFIX;
    extras.push(
      byUnits
        ? { ...line, quantity: line.quantity - inUnits, description: beyond }
        : { ...line, quantity: 1, unitPricePaise: value - absorbed, description: beyond },
    );
  }

  const packageLine = {
    chargeId: null,
    section: 'Package',
    description: `Package ${terms.code} — ${terms.name} (${BED_CLASS_LABELS[billed.bedClass]})`,
    category: 'Package',
    quantity: 1,
    unitPricePaise: billed.pricePaise,
    gstRateBp: 0,
  } as L;
  return {
    lines: [packageLine, ...included, ...extras],
    includedValuePaise,
    extrasPaise: extras.reduce((s, l) => s + l.quantity * l.unitPricePaise, 0),
  };
}
