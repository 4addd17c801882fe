import { readFileSync } from 'node:fs';
import type { Icd10Code } from '@clinic/shared/encounters';

/**
 * WHO ICD-10 codes common in outpatient practice, bundled as a tab-separated file
 * (reference/icd10-who-opd.tsv). No maintained npm package ships the WHO list; a clinic that
 * licenses the full list can replace the file with the same two columns.
 */
function load(): Icd10Code[] {
  const text = readFileSync(new URL('./reference/icd10-who-opd.tsv', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [code = '', title = ''] = line.split('\t');
      return { code: code.trim(), title: title.trim() };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
}

export function createIcd10Catalogue() {
  const codes = load();
  const byCode = new Map(codes.map((c) => [c.code, c]));
  const searchable = codes.map((c) => ({ c, text: `${c.code} ${c.title}`.toLowerCase() }));

  return {
    get: (code: string) => byCode.get(code.toUpperCase()),
    /**
     * Codes whose code starts with the query, then titles containing every word of it, best
     * first: a title that starts with the words ("Fever, unspecified" for "fever"), then titles
     * where each word starts a word, then any other; shorter, more general titles before longer.
     */
    search(query: string, limit = 20): Icd10Code[] {
      const q = query.trim().toLowerCase();
      if (!q) return codes.slice(0, limit);
      const words = q.split(/\s+/);
      const byCodePrefix = codes.filter((c) => c.code.toLowerCase().startsWith(q));
      const rank = (title: string) => {
        if (title.startsWith(q)) return 0;
        return words.every((w) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(title)) ? 1 : 2;
      };
      const byWords = searchable
        .filter(({ c, text }) => !c.code.toLowerCase().startsWith(q) && words.every((w) => text.includes(w)))
        .map(({ c }) => ({ c, rank: rank(c.title.toLowerCase()) }))
        .sort((a, b) => a.rank - b.rank || a.c.title.length - b.c.title.length || a.c.code.localeCompare(b.c.code))
        .map(({ c }) => c);
      return [...byCodePrefix, ...byWords].slice(0, limit);
    },
  };
}

export type Icd10Catalogue = ReturnType<typeof createIcd10Catalogue>;
