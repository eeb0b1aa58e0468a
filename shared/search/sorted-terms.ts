/** Lookups in a sorted list of terms: exact, by prefix, and by suffix through a second ordering. */

/** The first position in [0, length) whose key is not below `key`, keys being sorted. */
function lowerBound(length: number, keyAt: (i: number) => string, key: string): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyAt(middle) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function indexOfTerm(terms: readonly string[], term: string): number {
  const i = lowerBound(terms.length, (j) => terms[j]!, term);
  return terms[i] === term ? i : -1;
}

/** Positions of the terms starting with `prefix`, at most `limit` of them. */
export function withPrefix(terms: readonly string[], prefix: string, limit: number): number[] {
  const positions: number[] = [];
  for (let i = lowerBound(terms.length, (j) => terms[j]!, prefix); i < terms.length && positions.length < limit; i++) {
    if (!terms[i]!.startsWith(prefix)) break;
    positions.push(i);
  }
  return positions;
}

export const reverse = (text: string): string => [...text].reverse().join('');

/** Positions of the terms ending with `suffix`; `bySuffix` holds the positions ordered by reversed term. */
export function withSuffix(terms: readonly string[], bySuffix: readonly number[], suffix: string, limit: number): number[] {
  const key = reverse(suffix);
  const keyAt = (i: number) => reverse(terms[bySuffix[i]!]!);
  const positions: number[] = [];
  for (let i = lowerBound(bySuffix.length, keyAt, key); i < bySuffix.length && positions.length < limit; i++) {
    if (!keyAt(i).startsWith(key)) break;
    positions.push(bySuffix[i]!);
  }
  return positions;
}
