import type { ReactNode } from 'react';

/** One fact at the top of a printed document: "Patient: Sita Rao". */
export type PrintFact = {
  label: string;
  value: ReactNode;
  /** Takes the whole width of the grid (allergies, a reason): text too long for half a line. */
  wide?: boolean;
};

/**
 * The facts a printed document opens with (bill number, date, patient, MRN, doctor), as
 * "Label: value" in two columns. `stacked` puts them one under another, for a roll too narrow
 * for two. A fact given as `null` or `false` is not printed, so optional facts can be written in place.
 */
export function PrintFacts({
  facts,
  stacked = false,
}: {
  facts: readonly (PrintFact | null | false)[];
  stacked?: boolean;
}) {
  return (
    <div className={stacked ? 'print-facts-stacked' : 'print-facts'}>
      {facts
        .filter((fact): fact is PrintFact => Boolean(fact))
        .map((fact) => (
          <div key={fact.label} className={fact.wide ? 'print-wide' : undefined}>
            <strong>{fact.label}:</strong> {fact.value}
          </div>
        ))}
    </div>
  );
}
