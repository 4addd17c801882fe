import { readFileSync } from 'node:fs';
import type { Icd10Code } from '@clinic/shared/encounters';
import { buildIcd10Index, codeKey, searchIcd10, type Icd10Index, type Icd10Synonym } from './icd10-index.ts';

const lines = (file: string) =>
  readFileSync(new URL(`./reference/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t').map((cell) => cell.trim()));

/**
 * The WHO ICD-10 list (reference/icd10-who-2019.tsv: every 3- and 4-character code of the 2019
 * edition with its WHO title; source and licence in reference/README.md) and the words clinicians
 * use for common diagnoses (reference/icd10-synonyms.tsv), read and indexed once per process.
 */
let loaded: Icd10Index | undefined;
function index(): Icd10Index {
  if (!loaded) {
    const codes = lines('icd10-who-2019.tsv').map(([code = '', title = '']) => ({ code, title }));
    const synonyms: Icd10Synonym[] = lines('icd10-synonyms.tsv').map(([phrase = '', targets = '']) => ({
      phrase,
      codes: targets.split(/\s+/).filter(Boolean),
    }));
    loaded = buildIcd10Index(codes, synonyms);
  }
  return loaded;
}

/** The catalogue reads its files on first use, so a process that never codes a diagnosis pays nothing. */
export function createIcd10Catalogue() {
  return {
    /** The number of codes offered. */
    size: () => index().entries.length,
    /** The WHO code and title for a code written with or without its dot, any case; undefined if WHO has none. */
    get(code: string): Icd10Code | undefined {
      const found = index().byKey.get(codeKey(code));
      return found === undefined ? undefined : index().entries[found]?.item;
    },
    /**
     * Best first: the exact code, codes starting with the query ("s72", "S72.0"), the codes of a
     * synonym ("piles", "loose motions"), then titles with every word of the query in any order,
     * words matched by their start ("fract femur").
     */
    search: (query: string, limit = 20): Icd10Code[] => searchIcd10(index(), query, limit),
  };
}

export type Icd10Catalogue = ReturnType<typeof createIcd10Catalogue>;
