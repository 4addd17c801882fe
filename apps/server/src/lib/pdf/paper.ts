/**
 * A printed paper as data: what a claim file's PDFs (and any later server-side print) hold, kept
 * apart from how PDF draws it so the papers are pure functions that tests can read.
 */
export type PaperColumn = { title: string; /** Share of the page width. */ width: number; align?: 'left' | 'right' };

export type PaperBlock =
  | { kind: 'facts'; heading?: string; facts: readonly (readonly [string, string])[] }
  | {
      kind: 'table';
      heading?: string;
      columns: readonly PaperColumn[];
      rows: readonly (readonly string[])[];
      totals?: readonly (readonly [string, string])[];
    }
  | { kind: 'text'; heading?: string; text: string };

export type Paper = {
  /** The hospital's letterhead lines: name first, then address, phone and registration numbers. */
  letterhead: readonly string[];
  title: string;
  /** Who and what the paper is about, printed under the title. */
  facts: readonly (readonly [string, string])[];
  blocks: readonly PaperBlock[];
  /** Printed at the foot of the last page (who signed or generated it). */
  footer?: string;
};
