import type { CatalogueIndex } from '../shared/catalogue-index.js';
import { ALL } from '../shared/layout.js';
import { sortBy, type Rankable } from '../shared/ordering.js';
import { SORTS, type Sort } from '../shared/params.js';

/** Every list order as positions into the alpha-ordered slug list. */
export function buildCatalogueIndex(items: readonly (Rankable & { category: string })[], categories: readonly string[]): CatalogueIndex {
  const slugs = sortBy(items, 'alpha').map((i) => i.slug);
  const position = new Map(slugs.map((slug, i) => [slug, i]));
  const ordersOf = (subset: readonly Rankable[]) =>
    Object.fromEntries(SORTS.map((sort) => [sort, sortBy(subset, sort).map((i) => position.get(i.slug)!)])) as Record<Sort, number[]>;
  const orders: CatalogueIndex['orders'] = { [ALL]: ordersOf(items) };
  for (const category of categories) orders[category] = ordersOf(items.filter((i) => i.category === category));
  return { slugs, categories: [...categories], orders };
}
