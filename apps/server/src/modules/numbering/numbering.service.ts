import type { DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { takeNextValue } from './numbering.repository.ts';
import { SERIES, type ScopeOf, type SeriesName } from './numbering.series.ts';

export type IssuedNumber = { value: number; text: string };

/**
 * The one place numbers people see come from (MRN, token, IP number, bill, receipt, credit note,
 * pharmacy bill, lab accession): gapless, never `max + 1`, and reset on 1 April (the clinic's
 * date) where the series asks for it. Call it inside the transaction that uses the number, so a
 * rollback gives the number back.
 */
export function createNumberingService(deps: { timeZone: string }) {
  return {
    async nextIn<N extends SeriesName>(tx: DbOrTx, name: N, scope: ScopeOf<N>, at?: Date): Promise<IssuedNumber> {
      const series = SERIES[name] as {
        counter: (scope: ScopeOf<N>, date: string) => string;
        format: (value: number, scope: ScopeOf<N>, date: string) => string;
      };
      const date = clinicNow(deps.timeZone, at).date;
      const value = await takeNextValue(tx, series.counter(scope, date));
      return { value, text: series.format(value, scope, date) };
    },
  };
}

export type NumberingService = ReturnType<typeof createNumberingService>;
