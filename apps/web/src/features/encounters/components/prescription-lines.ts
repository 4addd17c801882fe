import {
  drugGone,
  prescribedQuantity,
  type PrescriptionTemplateInput,
  type TemplateLine,
} from '@clinic/shared/encounters';
import { typedNumber } from '../../../lib/form-helpers.ts';
import type { PrescriptionRow } from './consultation-values.ts';

/** A line to write again: from a template, a favourite or an earlier prescription. */
export type ReusedLine = Omit<TemplateLine, 'available'> & { available?: boolean; quantity?: number };

/** What adding lines did: the rows to append, and the drugs left out and why. */
export type Merge = { rows: PrescriptionRow[]; gone: string[]; already: string[] };

function toRow(line: ReusedLine): PrescriptionRow {
  // A quantity is kept only where the frequency does not work it out (SOS, STAT).
  const fixed = prescribedQuantity(line.frequency, line.durationDays) !== null;
  return {
    drugId: line.drugId,
    dose: line.dose,
    frequency: line.frequency,
    durationDays: String(line.durationDays),
    route: line.route,
    instructions: line.instructions,
    quantity: !fixed && line.quantity ? String(line.quantity) : '',
    // The allergy and duplicate checks run afresh on save: an earlier reason to go on is not carried.
    overrideReason: '',
  };
}

/**
 * The rows to add to the prescription: a line whose drug is gone from the catalogue is left out
 * (named in `gone`), and so is a drug already on it (named in `already`) or twice in the lines.
 */
export function mergeLines(current: PrescriptionRow[], lines: ReusedLine[], catalogue: ReadonlySet<string>): Merge {
  const present = new Set(current.map((r) => r.drugId).filter(Boolean));
  const merge: Merge = { rows: [], gone: [], already: [] };
  for (const line of lines) {
    if (line.available === false || !catalogue.has(line.drugId)) merge.gone.push(line.drugName);
    else if (present.has(line.drugId)) merge.already.push(line.drugName);
    else {
      present.add(line.drugId);
      merge.rows.push(toRow(line));
    }
  }
  return merge;
}

/** The sentences that tell the doctor what was left out, one per drug. */
export function skippedNotes(merge: Merge): string[] {
  return [
    ...merge.gone.map((name) => `${drugGone(name)}: left out`),
    ...merge.already.map((name) => `${name} is already on the prescription: left out`),
  ];
}

/** The form's rows as template lines, in order, so a line's error names the medicine as the form numbers it. */
export function templateLinesOf(rows: PrescriptionRow[]): PrescriptionTemplateInput['lines'] {
  return rows.map((r) => ({
    drugId: r.drugId,
    dose: r.dose,
    frequency: r.frequency,
    durationDays: typedNumber(r.durationDays) as number,
    route: r.route as never,
    instructions: r.instructions,
  }));
}

export const medicinesCount = (n: number) => `${n} ${n === 1 ? 'medicine' : 'medicines'}`;
