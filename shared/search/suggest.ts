/**
 * Close names, for "did you mean" (404 suggestions, unknown names in a formula): names one edit
 * from what was typed (two for names of five letters or more), or names it starts. Never a name
 * that merely shares a word. Separators, case and accents do not count (`f-dist-rt` is `F.DIST.RT`).
 */
import { editDistance } from './edit-distance.js';
import { compact, normalizeForSearch } from './normalize.js';

const SHORT_NAME = 4;
const MIN_PREFIX = 3;

/** Names as compared: normalized, separators removed (prepare once, compare often). */
export function comparableNames(candidates: readonly (readonly string[])[]): string[][] {
  return candidates.map((names) => [...new Set(names.map((name) => compact(normalizeForSearch(name))))]);
}

/** Positions in `candidates` (each entry: the comparable names of one function) closest to `typed`, best first. */
export function closeNames(candidates: readonly (readonly string[])[], typed: string, limit: number): number[] {
  const wanted = compact(normalizeForSearch(typed));
  if (wanted.length < 2) return [];
  const maxEdits = wanted.length <= SHORT_NAME ? 1 : 2;
  const scored: [position: number, distance: number][] = [];
  candidates.forEach((names, position) => {
    let best = Infinity;
    for (const candidate of names) {
      if (Math.abs(candidate.length - wanted.length) > maxEdits && !(wanted.length >= MIN_PREFIX && candidate.startsWith(wanted))) continue;
      const distance =
        candidate.startsWith(wanted) && wanted.length >= MIN_PREFIX
          ? 0.5 + (candidate.length - wanted.length) / 100
          : editDistance(wanted, candidate, maxEdits);
      best = Math.min(best, distance);
    }
    if (best <= maxEdits) scored.push([position, best]);
  });
  return scored
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([position]) => position);
}
