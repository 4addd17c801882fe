import { z } from 'zod';

export const DATE_OUT_OF_RANGE = 'Use a date between 1900 and 2200';

/**
 * A calendar date (YYYY-MM-DD) a clinic can mean: a real day between 1900 and 2200. Year 0000
 * or 9999 is a typing slip, and the database would refuse some of them outright.
 */
export function calendarDate(error: string) {
  return z.iso.date({ error }).refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2200;
  }, DATE_OUT_OF_RANGE);
}
