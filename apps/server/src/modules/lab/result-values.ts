import {
  calculatedParameters,
  calculatedValues,
  differentialLayout,
  differentialProblem,
  flagOf,
  isCritical,
  pickRange,
  type Parameter,
  type RangeSubject,
} from '@clinic/shared/lab';
import { badRequest } from '../../lib/errors.ts';
import type { labResults } from './lab.table.ts';

type Entered = { parameterId: string; value: string; comment: string };
type ResultValues = Omit<typeof labResults.$inferInsert, 'reportId'>;

export const CALCULATED_NEEDS = 'Worked out from the WBC count and the percent: enter both as numbers';

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The values of one report as stored: every parameter of the test needs a value (a number for a
 * numeric one), the range is the one that applies to this patient on the sample's day, and the
 * flag is worked out here, never taken from the client. Field errors name the parameter's row.
 * The differential's absolute counts are worked out from the WBC and the percents (whatever was
 * sent for them), and the five percents must add up to 100 (±1).
 */
export function resultValues(
  parameters: Parameter[],
  entered: Entered[],
  subject: RangeSubject,
): { rows: ResultValues[]; critical: boolean } {
  const byId = new Map(entered.map((e) => [e.parameterId, e]));
  const known = new Set(parameters.map((p) => p._id));
  const fields: Record<string, string> = {};
  entered.forEach((e, i) => {
    if (!known.has(e.parameterId)) fields[`results.${i}.parameterId`] = 'Not a parameter of this test';
  });
  const typed = (id: string) => byId.get(id)?.value ?? '';
  const calculated = calculatedParameters(parameters);
  const worked = calculatedValues(parameters, typed);
  const rows = parameters.map((p, i): ResultValues => {
    const value = calculated.has(p._id) ? (worked.get(p._id) ?? '') : typed(p._id).trim();
    const comment = byId.get(p._id)?.comment ?? '';
    if (!value) fields[`results.${i}.value`] = calculated.has(p._id) ? CALCULATED_NEEDS : 'Enter a result';
    const numeric = p.resultType === 'Numeric';
    if (numeric && value && !NUMBER.test(value)) fields[`results.${i}.value`] = 'Enter a number';
    // The value is kept at the parameter's precision, and flagged as printed.
    const number = numeric && NUMBER.test(value) ? Number(Number(value).toFixed(p.decimalPlaces)) : null;
    const range = numeric ? pickRange(p.ranges, subject) : null;
    const flag = number === null ? null : flagOf(number, range, { low: p.criticalLow, high: p.criticalHigh });
    const label = range
      ? [range.gender, range.age, range.specialCondition].filter((x) => x && x !== 'All').join(', ')
      : '';
    return {
      parameterId: p._id,
      position: i,
      name: p.name,
      unit: p.unit,
      value: number === null ? value : number.toFixed(p.decimalPlaces),
      valueNumber: number,
      rangeMin: range?.min ?? null,
      rangeMax: range?.max ?? null,
      rangeLabel: label,
      flag,
      comment,
    };
  });
  if (Object.keys(fields).length > 0) throw badRequest('Enter a result for every parameter', fields);
  const problem = differentialProblem(parameters, typed);
  if (problem) {
    const percents = new Set(differentialLayout(parameters).cells.map((c) => c.percent?._id));
    throw badRequest(
      problem,
      Object.fromEntries(
        parameters.flatMap((p, i) =>
          percents.has(p._id) ? [[`results.${i}.value`, 'The five must add up to 100%']] : [],
        ),
      ),
    );
  }
  return { rows, critical: rows.some((r) => isCritical(r.flag ?? null)) };
}
