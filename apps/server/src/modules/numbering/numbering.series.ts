import { financialYearOf } from '@clinic/shared/india';

/**
 * A series of numbers people see. `counter` names the gapless counter a number comes from (a new
 * name starts again at 1, which is how a series resets each financial year or each day);
 * `format` writes the number. Bill-like numbers stay within 16 characters (CGST Rule 46(b)).
 */
type Series<Scope> = {
  counter: (scope: Scope, date: string) => string;
  format: (value: number, scope: Scope, date: string) => string;
};

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** PREFIX/2627/000001, counted afresh from 1 April. */
function perFinancialYear(prefix: string, digits: number): Series<void> {
  return {
    counter: (_scope, date) => `${prefix}:${financialYearOf(date).label}`,
    format: (value, _scope, date) => `${prefix}/${financialYearOf(date).short}/${pad(value, digits)}`,
  };
}

export const SERIES = {
  /** The doctor's token for the appointment's day: 1, 2, 3 … */
  appointmentToken: {
    counter: (day: { doctorId: string; date: string }) => `token:${day.doctorId}:${day.date}`,
    format: (value: number) => String(value),
  } satisfies Series<{ doctorId: string; date: string }>,
  /** The patient's permanent medical record number, never reset. */
  mrn: {
    counter: () => 'patient_mrn',
    format: (value: number, prefix: string) => `${prefix}${pad(value, 6)}`,
  } satisfies Series<string>,
  ipNumber: perFinancialYear('IP', 5),
  bill: perFinancialYear('BL', 6),
  receipt: perFinancialYear('RC', 6),
  creditNote: perFinancialYear('CN', 5),
  claimCase: perFinancialYear('PA', 5),
  refund: perFinancialYear('RF', 6),
  shift: perFinancialYear('SH', 5),
  pharmacyBill: perFinancialYear('PB', 6),
  labAccession: perFinancialYear('LA', 6),
  /** A statutory register's serial, MLC/2026/00001: counted afresh each calendar year, as the registrar's are. */
  registerEntry: {
    counter: (prefix: string, date: string) => `register:${prefix}:${date.slice(0, 4)}`,
    format: (value: number, prefix: string, date: string) => `${prefix}/${date.slice(0, 4)}/${pad(value, 5)}`,
  } satisfies Series<string>,
};

export type SeriesName = keyof typeof SERIES;
export type ScopeOf<N extends SeriesName> = (typeof SERIES)[N] extends Series<infer S> ? S : never;
