import type { Icd10Code } from '@clinic/shared/encounters';

/** A synonym: the words a clinician types and the codes (each with its subdivisions) they mean. */
export type Icd10Synonym = { phrase: string; codes: string[] };

/** Where a word of a code was found: its own title or code, a synonym, or a title above it. */
const OWN = 1;
const ALIAS = 2;
const PARENT = 4;
const MAX_WORDS = 8;
/** A score keeps its code's position in its lowest digits. */
const SLOT = 2 ** 20;

/** Lower-case words: accents and apostrophes dropped, a dotted code kept whole ("S72.0" → "s720"). */
export function wordsOf(text: string): string[] {
  const plain = /[^ -~]/.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;
  return plain
    .toLowerCase()
    .replace(/['’]|(?<=[a-z0-9])\.(?=[0-9])/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The US spelling of WHO's British words, so "hemorrhoids", "anemia" and "tumor" find them. */
const usSpelling = (text: string) =>
  /ae|oe|our/.test(text) ? text.replace(/ae|oe/g, 'e').replace(/our/g, 'or') : text;

/** A code without its dot, upper case: the form codes are compared in ("s72.0" → "S720"). */
export const codeKey = (code: string) => code.trim().toUpperCase().replace('.', '');
const CODE_LIKE = /^[A-Z]([0-9]{1,4})?$/;

/** First position in a sorted list not before `word`. */
function lowerBound(sorted: string[], word: string) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

type Entry = {
  item: Icd10Code;
  /** The title's words joined by one space, as WHO spells them and in US spelling. */
  phrases: [string, string];
  firsts: [string, string];
  length: number;
  /** Position after this code's last subdivision (codes are sorted, so they follow it). */
  end: number;
  /** Its code (as "#s720"), title and synonym words, in both spellings; the codes above it (S72 above S72.1). */
  words: string[];
  parents: number[];
};

/**
 * Everything a search needs, computed once: codes sorted by code, every word (and its US
 * spelling) with the codes it belongs to and how, and the synonyms expanded to codes.
 */
export function buildIcd10Index(codes: Icd10Code[], synonyms: Icd10Synonym[]) {
  const sorted = [...codes].sort((a, b) => (codeKey(a.code) < codeKey(b.code) ? -1 : 1));
  const keys = sorted.map((c) => codeKey(c.code));
  const postings = new Map<string, number[]>();
  const post = (word: string, posting: number) => {
    const list = postings.get(word);
    if (list) list.push(posting);
    else postings.set(word, [posting]);
  };
  const entries: Entry[] = [];
  const firstWords = new Map<string, number[]>();
  const add = (word: string, entry: number, source: number) => {
    const us = usSpelling(word);
    for (const w of us === word ? [word] : [word, us]) {
      post(w, entry * 8 + source);
      entries[entry]?.words.push(w);
    }
  };
  const byKey = new Map(keys.map((k, i) => [k, i]));

  sorted.forEach((item, i) => {
    const words = wordsOf(item.title);
    const phrase = words.join(' ');
    const key = keys[i] as string;
    let end = i + 1;
    while (end < keys.length && (keys[end] as string).startsWith(key)) end += 1;
    const parents: number[] = [];
    for (let len = 3; len < key.length; len += 1) {
      const parent = byKey.get(key.slice(0, len));
      if (parent !== undefined) parents.push(parent);
    }
    const first = words[0] ?? '';
    const phrases: [string, string] = [phrase, usSpelling(phrase)];
    const firsts: [string, string] = [first, usSpelling(first)];
    entries.push({ item, phrases, firsts, length: item.title.length, end, words: [], parents });
    for (const f of new Set(firsts)) {
      const list = firstWords.get(f);
      if (list) list.push(i);
      else firstWords.set(f, [i]);
    }
    add(`#${key.toLowerCase()}`, i, OWN);
    for (const w of words) add(w, i, OWN);
  });
  /** Codes starting with `key`, in code order: a code comes with its subdivisions (A97, A97.0 … A97.9). */
  const startingWith = (key: string) => {
    const found: number[] = [];
    for (let i = lowerBound(keys, key); i < keys.length && (keys[i] as string).startsWith(key); i += 1) found.push(i);
    return found;
  };

  const aliases = synonyms.map(({ phrase, codes: targets }) => {
    const found = targets.flatMap((code) => {
      if (!byKey.has(codeKey(code)))
        throw new Error(`ICD-10 synonym "${phrase}" names ${code}, which is not a WHO code`);
      return startingWith(codeKey(code));
    });
    const words = wordsOf(phrase);
    for (const i of found) for (const w of words) add(w, i, ALIAS);
    return { phrase: words.join(' '), entries: [...new Set(found)] };
  });

  return {
    entries,
    byKey,
    postings,
    vocabulary: [...postings.keys()].sort(),
    firstWords,
    firstVocabulary: [...firstWords.keys()].sort(),
    aliases,
    startingWith,
  };
}

export type Icd10Index = ReturnType<typeof buildIcd10Index>;

/** A word of the query that is (the start of) a code, looked up among codes ("#s72"), not title words. */
const CODE_WORD = /^[a-z][0-9]/;

/** Words that join a phrase ("fracture of femur") and would match almost every title alone. */
const STOP_WORDS = new Set(['of', 'and', 'the', 'in', 'to', 'or', 'by', 'for', 'on', 'at', 'as']);

/** The words of a sorted vocabulary that start with `word`. */
function vocabularyRange(vocabulary: string[], word: string) {
  const words: string[] = [];
  for (let i = lowerBound(vocabulary, word); i < vocabulary.length; i += 1) {
    const w = vocabulary[i] as string;
    if (!w.startsWith(word)) break;
    words.push(w);
  }
  return words;
}

/**
 * The codes having a word that starts with `word`, with how: in their own title (or a synonym),
 * or, when fewer than `need` have it, only in the title above them ("Pertrochanteric fracture"
 * under "Fracture of femur").
 */
function codesWithWordStart(index: Icd10Index, vocabulary: string[], need: number) {
  const found = new Map<number, number>();
  for (const w of vocabulary) {
    for (const posting of index.postings.get(w) ?? []) {
      const entry = Math.floor(posting / 8);
      found.set(entry, (found.get(entry) ?? 0) | (posting % 8));
    }
  }
  if (found.size >= need) return found;
  for (const [entry] of [...found].filter(([e]) => (index.entries[e] as Entry).end > e + 1)) {
    for (let sub = entry + 1; sub < (index.entries[entry] as Entry).end; sub += 1) {
      found.set(sub, (found.get(sub) ?? 0) | PARENT);
    }
  }
  return found;
}

/** How a code has a word starting with `word`: its own (or a synonym's) word, a title above it's, or not at all. */
function matchOf(index: Icd10Index, e: Entry, word: string) {
  if (e.words.some((w) => w.startsWith(word))) return OWN;
  return e.parents.some((p) => index.entries[p]?.words.some((w) => w.startsWith(word))) ? PARENT : 0;
}

/** 0 the title is the query (or the query and "unspecified"), 1 starts with it, 2 starts with one of its words, 3 has them all. */
function titleTier(e: Entry, phrase: string, words: string[]) {
  if (e.phrases.some((p) => p === phrase || p === `${phrase} unspecified`)) return 0;
  if (e.phrases.some((p) => p.startsWith(phrase))) return 1;
  return words.some((w) => e.firsts.some((f) => f.startsWith(w))) ? 2 : 3;
}

/** Best first: by tier, then shorter (more general) titles, then by code. */
function ranked(index: Icd10Index, found: { entry: number; tier: number }[]) {
  const scores = found.map(
    ({ entry, tier }) => (tier * 1000 + Math.min(index.entries[entry]?.length ?? 0, 999)) * SLOT + entry,
  );
  return Array.from(Float64Array.from(scores).sort(), (score) => score % SLOT);
}

/**
 * One word: the titles starting with it are the best matches; when there are enough of them
 * (or the word is a stop word) the others are not looked at ("co", "in" stay fast).
 */
function byFirstWord(index: Icd10Index, word: string, need: number): number[] | undefined {
  const entries = new Set(vocabularyRange(index.firstVocabulary, word).flatMap((w) => index.firstWords.get(w) ?? []));
  if (entries.size < need && !STOP_WORDS.has(word)) return undefined;
  return ranked(
    index,
    [...entries].map((entry) => ({ entry, tier: titleTier(index.entries[entry] as Entry, word, [word]) })),
  );
}

/**
 * Codes whose words (title, synonyms, then titles above them) start with every word of the query,
 * in any order, best first: by title tier, then a match that needs a title above, then shorter
 * (more general) titles, then by code. The rarest word picks the candidates, the others check them.
 */
function byWords(index: Icd10Index, words: string[], need: number): number[] {
  const [only] = words;
  const quick = words.length === 1 && only && !CODE_WORD.test(only) ? byFirstWord(index, only, need) : undefined;
  if (quick) return quick;
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  const ranges = (meaningful.length > 0 ? meaningful : words)
    .map((w) => (CODE_WORD.test(w) ? `#${w}` : w))
    .map((word) => {
      const vocabulary = vocabularyRange(index.vocabulary, word);
      const postings = vocabulary.reduce((n, w) => n + (index.postings.get(w)?.length ?? 0), 0);
      return { word, vocabulary, postings };
    })
    .sort((a, b) => a.postings - b.postings);
  const [rarest, ...others] = ranges;
  if (!rarest || rarest.postings === 0) return [];
  const phrase = words.join(' ');
  const found: { entry: number; tier: number }[] = [];
  for (const [entry, source] of codesWithWordStart(index, rarest.vocabulary, others.length > 0 ? Infinity : need)) {
    const e = index.entries[entry] as Entry;
    let own = source !== PARENT;
    let everyWord = true;
    for (const { word } of others) {
      const match = matchOf(index, e, word);
      if (match === 0) {
        everyWord = false;
        break;
      }
      if (match === PARENT) own = false;
    }
    if (!everyWord) continue;
    found.push({ entry, tier: own ? titleTier(e, phrase, words) : 4 });
  }
  return ranked(index, found);
}

/** The codes of synonyms the query is (or begins, from three letters on), in the table's order. */
function bySynonym(index: Icd10Index, words: string[]): number[] {
  const phrase = words.join(' ');
  const exact = index.aliases.filter((a) => a.phrase === phrase);
  const started =
    phrase.length >= 3 ? index.aliases.filter((a) => a.phrase !== phrase && a.phrase.startsWith(phrase)) : [];
  return [...exact, ...started].flatMap((a) => a.entries);
}

/**
 * The exact code, then codes starting with the query, then synonyms, then titles; no code twice.
 * One letter is the start of a code: it lists that chapter's codes.
 */
export function searchIcd10(index: Icd10Index, query: string, limit: number): Icd10Code[] {
  const words = wordsOf(query).slice(0, MAX_WORDS);
  if (words.length === 0) return index.entries.slice(0, limit).map((e) => e.item);
  const key = codeKey(query);
  const byCode = CODE_LIKE.test(key) ? index.startingWith(key).slice(0, limit) : [];
  const synonyms = key.length > 1 ? bySynonym(index, words) : [];
  const titles = key.length > 1 ? byWords(index, words, limit + byCode.length + synonyms.length) : [];
  const picked = new Set<number>();
  for (const entry of [...byCode, ...synonyms, ...titles]) {
    if (picked.size >= limit) break;
    picked.add(entry);
  }
  return [...picked].map((i) => (index.entries[i] as Entry).item);
}
