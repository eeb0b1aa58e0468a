/** The compact, locale-free index the edge slices lists from (written by the build). */
import type { Sort } from './params.js';

export interface CatalogueIndex {
  /** Every slug in alpha order; lists and briefs refer to functions by position in it. */
  slugs: string[];
  /** Category slugs in editorial order. */
  categories: string[];
  /** For `all` and each category, each sort: positions into `slugs`, in list order. */
  orders: Record<string, Record<Sort, number[]>>;
}
