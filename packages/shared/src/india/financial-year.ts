export type FinancialYear = {
  /** The calendar year in which it starts on 1 April. */
  startYear: number;
  /** "2026-27", as Indian documents print it. */
  label: string;
  /** "2627", for numbers that must stay within 16 characters (CGST Rule 46(b)). */
  short: string;
};

/** The Indian financial year (1 April to 31 March) that a clinic-local date (YYYY-MM-DD) falls in. */
export function financialYearOf(date: string): FinancialYear {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= 4 ? year : year - 1;
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return { startYear, label: `${startYear}-${next}`, short: `${String(startYear % 100).padStart(2, '0')}${next}` };
}
