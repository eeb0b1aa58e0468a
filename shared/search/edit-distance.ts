/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits), for distances
 * up to `max`: beyond it, `max + 1`. Only the band of cells within `max` of the diagonal is
 * computed, in three reused rows, since it runs over every function name for a suggestion.
 */
const FAR = 1 << 20;
let rowBeforeLast = new Int32Array(64);
let lastRow = new Int32Array(64);
let row = new Int32Array(64);

export function editDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (row.length < m + 1) {
    rowBeforeLast = new Int32Array(2 * (m + 1));
    lastRow = new Int32Array(2 * (m + 1));
    row = new Int32Array(2 * (m + 1));
  }
  for (let j = 0; j <= m; j++) lastRow[j] = j <= max ? j : FAR;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    row[0] = i <= max ? i : FAR;
    if (from > 1) row[from - 1] = FAR;
    let best = row[0]!;
    const ai = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = lastRow[j - 1]! + (ai === bj ? 0 : 1);
      const deletion = lastRow[j]! + 1;
      if (deletion < value) value = deletion;
      const insertion = row[j - 1]! + 1;
      if (insertion < value) value = insertion;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        const swap = rowBeforeLast[j - 2]! + 1;
        if (swap < value) value = swap;
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (to < m) row[to + 1] = FAR;
    if (best > max) return max + 1;
    const spare = rowBeforeLast;
    rowBeforeLast = lastRow;
    lastRow = row;
    row = spare;
  }
  const distance = lastRow[m]!;
  return distance > max ? max + 1 : distance;
}
