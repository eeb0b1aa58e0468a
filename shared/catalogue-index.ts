/**
 * The compact, locale-free index the edge slices lists from: every slug and every list order as
 * positions into the slugs. The generator builds it; the edge reads it from dist/.
 */
import { ALL } from './layout.js';
import { sortBy, type Rankable } from './ordering.js';
import { SORTS, type Sort } from './params.js';

export interface CatalogueIndex {
  /** Every slug in alpha order; lists and briefs refer to functions by position in it. */
  slugs: string[];
  /** Category slugs in editorial order. */
  categories: string[];
  /** For `all` and each category, each sort: positions into `slugs`, in list order. */
  orders: Record<string, Record<Sort, number[]>>;
}

export function buildCatalogueIndex(items: readonly (Rankable & { category: string })[], categories: readonly string[]): CatalogueIndex {
  const slugs = sortBy(items, 'alpha').map((i) => i.slug);
  const position = new Map(slugs.map((slug, i) => [slug, i]));
  const ordersOf = (subset: readonly Rankable[]) =>
    Object.fromEntries(SORTS.map((sort) => [sort, sortBy(subset, sort).map((i) => position.get(i.slug)!)])) as Record<Sort, number[]>;
  const orders: CatalogueIndex['orders'] = { [ALL]: ordersOf(items) };
  for (const category of categories) orders[category] = ordersOf(items.filter((i) => i.category === category));
  return { slugs, categories: [...categories], orders };
}
