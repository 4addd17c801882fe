export const ABHA_ADDRESS_SHAPE = 'Enter the ABHA address, like name@abdm (or name@sbx in the sandbox)';

/** The handle ABDM allows, no stricter: letters, digits, dots and underscores, starting with a letter or digit. */
const ADDRESS = /^[a-z0-9][a-z0-9._]{3,31}@(abdm|sbx)$/;

/** An ABHA address in the one form it is stored and compared in: trimmed, lower case. */
export const canonicalAbhaAddress = (raw: string): string => raw.trim().toLowerCase();

export const isAbhaAddress = (canonical: string): boolean => ADDRESS.test(canonical);
