import { createHash } from 'node:crypto';
import type { Identifier, Narrative } from '@medplum/fhirtypes';

/** The NRCeS (ABDM) profiles' base: implementation guide ndhm.in. */
export const NRCES = 'https://nrces.in/ndhm/fhir/r4/StructureDefinition';

/**
 * A UUID (version 5 layout) that is the same every time for the same parts: a bundle built twice
 * from the same record is byte-for-byte the same, and a golden test can hold it.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const urn = (id: string) => `urn:uuid:${id}`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The human-readable text every resource carries, as the profiles ask. */
export const narrative = (text: string): Narrative => ({
  status: 'generated',
  div: `<div xmlns="http://www.w3.org/1999/xhtml">${escape(text)}</div>`,
});

/** An identifier, typed by an HL7 v2-0203 code when one applies. */
export const identifier = (system: string, value: string, code?: string, display?: string): Identifier => ({
  ...(code ? { type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code, display }] } } : {}),
  system,
  value,
});

export const GENDER_CODES: Record<string, 'male' | 'female' | 'other' | 'unknown'> = {
  Male: 'male',
  Female: 'female',
  Other: 'other',
};
