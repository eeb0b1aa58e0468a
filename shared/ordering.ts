/** The list orders (docs/api.md, "Operations"): every one total and deterministic. */
import type { Sort } from './params.js';

export interface Rankable {
  slug: string;
  popularity: number;
  views: number;
}

const bySlug = (a: Rankable, b: Rankable): number => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

export const COMPARATORS: Record<Sort, (a: Rankable, b: Rankable) => number> = {
  popular: (a, b) => b.popularity - a.popularity || b.views - a.views || bySlug(a, b),
  views: (a, b) => b.views - a.views || b.popularity - a.popularity || bySlug(a, b),
  alpha: bySlug,
};

export function sortBy<T extends Rankable>(items: readonly T[], sort: Sort): T[] {
  return [...items].sort(COMPARATORS[sort]);
}
