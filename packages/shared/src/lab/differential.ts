/**
 * The differential leucocyte count of a CBC: five cell types as a percent of the white cells, and
 * their absolute counts, which are worked out from the total WBC count (never typed). The test
 * master has no formula field, so the parameters are recognised by name and unit: a percent
 * parameter is named after its cell ("Neutrophils", unit %), its absolute count names the cell
 * and "absolute" ("Absolute Neutrophil Count", unit ×10³/µL), the WBC is "Total WBC Count" (or
 * WBC / TLC / leucocyte count). Both the entry screen and the server use these rules.
 */
export const DIFFERENTIAL_CELLS = ['Neutrophils', 'Lymphocytes', 'Monocytes', 'Eosinophils', 'Basophils'] as const;

/** How far from 100 the five percents may add up (rounding on the counter). */
export const DIFFERENTIAL_TOLERANCE = 1;

export type DifferentialParameter = { _id: string; name: string; unit: string; decimalPlaces: number };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const stem = (cell: string) => cell.toLowerCase().replace(/s$/, '');
const isPercent = (unit: string) => unit.trim() === '%';
const isWbc = (p: DifferentialParameter) =>
  !isPercent(p.unit) && /\b(wbc|tlc)\b|total leu[ck]ocyte|white (blood )?cell/i.test(p.name);

/**
 * How many cells per µL one unit of a count is: 1 for cells/µL (or /mm³, /cumm), 1000 for
 * ×10³/µL (or 10^3/µL, 10⁹/L, thou/µL); null for a unit these rules do not know.
 */
export function cellsPerUnit(unit: string): number | null {
  const u = unit.toLowerCase().replace(/\s/g, '');
  // The micro sign (U+00B5) and the Greek mu (U+03BC) both appear in typed units.
  if (/10(\^|\*\*)?(3|³)\/(µ|μ|u|mc)l|10(\^|\*\*)?(9|⁹)\/l|thou|k\/(µ|μ|u)l/.test(u)) return 1000;
  if (/^(cells)?\/((µ|μ|u|mc)l|mm(3|³)|cumm)$/.test(u) || /^cells\//.test(u)) return 1;
  return null;
}

export type DifferentialLayout<P extends DifferentialParameter> = {
  wbc: P | null;
  cells: { cell: (typeof DIFFERENTIAL_CELLS)[number]; percent: P | null; absolute: P | null }[];
};

/** Which of a test's parameters are the WBC, and each cell's percent and absolute count. */
export function differentialLayout<P extends DifferentialParameter>(parameters: readonly P[]): DifferentialLayout<P> {
  const named = (cell: string, p: P) => p.name.toLowerCase().includes(stem(cell));
  return {
    wbc: parameters.find(isWbc) ?? null,
    cells: DIFFERENTIAL_CELLS.map((cell) => ({
      cell,
      percent: parameters.find((p) => named(cell, p) && isPercent(p.unit) && !/absolute/i.test(p.name)) ?? null,
      absolute: parameters.find((p) => named(cell, p) && !isPercent(p.unit) && /absolute/i.test(p.name)) ?? null,
    })),
  };
}

/** The absolute counts this test works out (ids): their WBC and percent are in the test, in units these rules know. */
export function calculatedParameters<P extends DifferentialParameter>(parameters: readonly P[]): Set<string> {
  const { wbc, cells } = differentialLayout(parameters);
  if (!wbc || cellsPerUnit(wbc.unit) === null) return new Set();
  return new Set(
    cells.flatMap((c) => (c.percent && c.absolute && cellsPerUnit(c.absolute.unit) !== null ? [c.absolute._id] : [])),
  );
}

/**
 * absolute = WBC × percent / 100, in the absolute count's unit and precision, for the counts whose
 * WBC and percent were entered as numbers; `value` reads what was entered for a parameter.
 */
export function calculatedValues<P extends DifferentialParameter>(
  parameters: readonly P[],
  value: (parameterId: string) => string,
): Map<string, string> {
  const { wbc, cells } = differentialLayout(parameters);
  const out = new Map<string, string>();
  const wbcScale = wbc ? cellsPerUnit(wbc.unit) : null;
  const wbcText = wbc ? value(wbc._id).trim() : '';
  if (!wbc || wbcScale === null || !NUMBER.test(wbcText)) return out;
  const cellsPerMicrolitre = Number(Number(wbcText).toFixed(wbc.decimalPlaces)) * wbcScale;
  for (const { percent, absolute } of cells) {
    const scale = absolute ? cellsPerUnit(absolute.unit) : null;
    const typed = percent ? value(percent._id).trim() : '';
    if (!percent || !absolute || scale === null || !NUMBER.test(typed)) continue;
    const share = Number(Number(typed).toFixed(percent.decimalPlaces));
    out.set(absolute._id, ((cellsPerMicrolitre * share) / 100 / scale).toFixed(absolute.decimalPlaces));
  }
  return out;
}

/** The sum of the five percents when all five are in the test and entered as numbers, else null. */
export function differentialSum<P extends DifferentialParameter>(
  parameters: readonly P[],
  value: (parameterId: string) => string,
): number | null {
  const percents = differentialLayout(parameters).cells.map((c) => c.percent);
  let sum = 0;
  for (const p of percents) {
    const typed = p ? value(p._id).trim() : '';
    if (!p || !NUMBER.test(typed)) return null;
    sum += Number(Number(typed).toFixed(p.decimalPlaces));
  }
  return Math.round(sum * 100) / 100;
}

export const differentialSumMessage = (sum: number) =>
  `The differential count adds up to ${sum}%: neutrophils, lymphocytes, monocytes, eosinophils and basophils must add up to 100% (±${DIFFERENTIAL_TOLERANCE})`;

/** The message when the five percents are all entered and do not add up to 100 (±1); null otherwise. */
export function differentialProblem<P extends DifferentialParameter>(
  parameters: readonly P[],
  value: (parameterId: string) => string,
): string | null {
  const sum = differentialSum(parameters, value);
  return sum !== null && Math.abs(sum - 100) > DIFFERENTIAL_TOLERANCE ? differentialSumMessage(sum) : null;
}
