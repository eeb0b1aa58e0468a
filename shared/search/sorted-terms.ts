/** Lookups in a sorted list of terms: exact, by prefix, and by suffix through a second ordering. */

/** The first position in [0, length) not `below` the sought key, positions being sorted. */
function lowerBound(length: number, below: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function indexOfTerm(terms: readonly string[], term: string): number {
  const i = lowerBound(terms.length, (j) => terms[j]! < term);
  return terms[i] === term ? i : -1;
}

/** Positions of the terms starting with `prefix`, at most `limit` of them. */
export function withPrefix(terms: readonly string[], prefix: string, limit: number): number[] {
  const positions: number[] = [];
  for (let i = lowerBound(terms.length, (j) => terms[j]! < prefix); i < terms.length && positions.length < limit; i++) {
    if (!terms[i]!.startsWith(prefix)) break;
    positions.push(i);
  }
  return positions;
}

/**
 * How `a` and `b` compare as their reversals would, read from the end without building them (the
 * index holds no characters outside the Basic Multilingual Plane, so code units are code points):
 * the order of a shard's `bySuffix`, which the build sorts by and the lookups search in.
 */
export function compareFromEnd(a: string, b: string): number {
  for (let i = a.length - 1, j = b.length - 1; i >= 0 && j >= 0; i--, j--) {
    const difference = a.charCodeAt(i) - b.charCodeAt(j);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Positions of the terms ending with `suffix`; `bySuffix` holds the positions ordered by reversed term. */
export function withSuffix(terms: readonly string[], bySuffix: readonly number[], suffix: string, limit: number): number[] {
  const positions: number[] = [];
  for (let i = lowerBound(bySuffix.length, (j) => compareFromEnd(terms[bySuffix[j]!]!, suffix) < 0); i < bySuffix.length && positions.length < limit; i++) {
    const term = terms[bySuffix[i]!]!;
    if (!term.endsWith(suffix)) break;
    positions.push(bySuffix[i]!);
  }
  return positions;
}
