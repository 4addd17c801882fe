/** The kinds of study a radiology department reports; templates are kept per modality. */
export const MODALITIES = ['X-ray', 'USG', 'CT', 'MRI', 'Other'] as const;
export type Modality = (typeof MODALITIES)[number];

const PATTERNS: [Modality, RegExp][] = [
  ['X-ray', /x-?ray|radiograph/i],
  ['USG', /usg|ultraso|sonograph|doppler/i],
  ['CT', /\bct\b|computed tomograph/i],
  ['MRI', /\bmri\b|magnetic resonance/i],
];

/** The modality of a catalogue service, read from its name ("X-Ray Chest PA View" is an X-ray). */
export function modalityOf(serviceName: string): Modality {
  return PATTERNS.find(([, pattern]) => pattern.test(serviceName))?.[0] ?? 'Other';
}

/** A new report starts with the sections every report has. */
export const REPORT_SKELETON = '<h3>Technique</h3><p></p><h3>Findings</h3><p></p><h3>Impression</h3><p></p>';
