/**
 * A phonetic key for Indian names, so "Laxmi" finds "Lakshmi" and "Muhammad" finds "Mohammed":
 * aspirated consonants lose their h (kh, gh, ch, jh, th, dh, bh, sh), "ksh" is x, w is v, z is j,
 * q is k, y is i, vowels after a word's first letter go, and doubled letters collapse. The same
 * steps run in the database (a generated column, PostgreSQL's regular expressions) and here (the
 * search words), so each step is written for both.
 */
export const PHONETIC_STEPS: readonly { js: RegExp; jsTo: string; pg: string; pgTo: string }[] = [
  { js: /[^a-z ]/g, jsTo: '', pg: '[^a-z ]', pgTo: '' },
  // Short forms people write for a name: JavaScript's \b is PostgreSQL's \y.
  { js: /\b(mohd|md)\b/g, jsTo: 'mohammed', pg: '\\y(mohd|md)\\y', pgTo: 'mohammed' },
  { js: /ksh/g, jsTo: 'x', pg: 'ksh', pgTo: 'x' },
  { js: /ph/g, jsTo: 'f', pg: 'ph', pgTo: 'f' },
  { js: /([bcdgjkpst])h/g, jsTo: '$1', pg: '([bcdgjkpst])h', pgTo: '\\1' },
  { js: /ck/g, jsTo: 'k', pg: 'ck', pgTo: 'k' },
  { js: /w/g, jsTo: 'v', pg: 'w', pgTo: 'v' },
  { js: /z/g, jsTo: 'j', pg: 'z', pgTo: 'j' },
  { js: /q/g, jsTo: 'k', pg: 'q', pgTo: 'k' },
  { js: /y/g, jsTo: 'i', pg: 'y', pgTo: 'i' },
  // Vowels not at the start of a word: JavaScript's \B is PostgreSQL's \Y.
  { js: /\B[aeiou]/g, jsTo: '', pg: '\\Y[aeiou]', pgTo: '' },
  { js: /(.)\1+/g, jsTo: '$1', pg: '(.)\\1+', pgTo: '\\1' },
];

/** The phonetic key of a name or a search word (lower-cased, words kept apart by spaces). */
export function phoneticKey(name: string): string {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  return PHONETIC_STEPS.reduce((s, step) => s.replace(step.js, step.jsTo), words).trim();
}
