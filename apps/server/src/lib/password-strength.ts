import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn's scale: 3 is "safely unguessable" against throttled online and slow-hash offline attacks. */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries of common passwords, words and names are large. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Why a password is too easy to guess, or null when it is strong enough: common and breached
 * passwords, repeats ("aaaaaaaaaa"), keyboard walks, dates, and the person's own name or email
 * are refused with the estimator's own advice.
 */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  // Names and emails count word by word: "Anita Desai" makes "anita" and "desai" guessable.
  const words = personal.flatMap((p) => p.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 3);
  const result = zxcvbn().check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning || 'It is too easy to guess.';
  const hint = result.feedback.suggestions[0];
  return `This password is too easy to guess. ${why}${hint ? ` ${hint}` : ''}`.replace(/\.\./g, '.');
}
