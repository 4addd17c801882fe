import { z } from 'zod';
import { ABHA_NUMBER_SHAPE, abhaNumberDigits, isAbhaNumberShape } from './abha-number.ts';
import { ABHA_ADDRESS_SHAPE, canonicalAbhaAddress, isAbhaAddress } from './abha-address.ts';

/** An ABHA number as typed ("12-3456-7890-1234"), kept as its 14 digits; '' is none. */
export const abhaNumberField = z
  .string()
  .transform(abhaNumberDigits)
  .refine((v) => v === '' || isAbhaNumberShape(v), ABHA_NUMBER_SHAPE);

/** An ABHA address as typed, kept in lower case; '' is none. */
export const abhaAddressField = z
  .string()
  .transform(canonicalAbhaAddress)
  .refine((v) => v === '' || isAbhaAddress(v), ABHA_ADDRESS_SHAPE);
