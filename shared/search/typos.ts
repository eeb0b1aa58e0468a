/**
 * Terms one edit away from a word, without scanning the vocabulary. One edit (insertion, deletion,
 * substitution or swap of neighbours) at position p leaves the word's first p characters and its
 * characters from p + 2 on untouched; so with m = ⌊length / 2⌋, every term one edit away either
 * starts with the word's first m characters or ends with its characters from m + 1 on. Both sets
 * are ranges of a sorted list, and only they are measured.
 */
import { editDistance } from './edit-distance.js';
import { withPrefix, withSuffix } from './sorted-terms.js';

/** A guard, far above the few hundred terms a half brings in practice. */
const HALF_LIMIT = 5000;

export function termsOneEditAway(terms: readonly string[], bySuffix: readonly number[], word: string): number[] {
  const middle = Math.floor(word.length / 2);
  const candidates = new Set([...withPrefix(terms, word.slice(0, middle), HALF_LIMIT), ...withSuffix(terms, bySuffix, word.slice(middle + 1), HALF_LIMIT)]);
  return [...candidates].filter((i) => {
    const term = terms[i]!;
    return term !== word && Math.abs(term.length - word.length) <= 1 && editDistance(word, term, 1) <= 1;
  });
}
