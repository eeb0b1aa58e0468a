/**
 * Where each prebuilt answer lives in dist/. The build writes these files and the edge reads
 * them through env.ASSETS, so the two can never disagree on a path.
 */
import type { Locale } from './locales.js';
import type { Sort } from './params.js';

/** The folder name of the unfiltered list (a category slug can never be `all`). */
export const ALL = 'all';

export const layout = {
  info: (lang: Locale) => `/api/v1/info/${lang}.json`,
  categories: (lang: Locale) => `/api/v1/categories/${lang}.json`,
  detail: (slug: string, lang: Locale) => `/api/v1/function/${slug}/${lang}.json`,
  listPage: (lang: Locale, category: string | null, sort: Sort, page: number) => `/api/v1/functions/${lang}/${category ?? ALL}/${sort}/${page}.json`,
  /** Slugs, categories and every list order, for lists the files do not answer. */
  catalogueIndex: () => '/api/v1/_data/index.json',
  /** One FunctionBrief: the edge reads only the briefs of the page it answers. */
  brief: (slug: string, lang: Locale) => `/api/v1/_data/briefs/${lang}/${slug}.json`,
  /** Every function's name in each formula locale, for translating formulas. */
  formulaNames: () => '/api/v1/_data/formula-names.json',
  /** A locale's search core: every function's names (shared/search/index-data.ts). */
  searchCore: (lang: Locale) => `/api/v1/_data/search/${lang}/core.json`,
  /** A locale's search shard: the indexed words starting with one letter. */
  searchShard: (lang: Locale, key: string) => `/api/v1/_data/search/${lang}/${key}.json`,
  openapi: () => '/openapi.json',
  /** Every function in full, one locale a file, for offline use and imports. */
  bulk: (lang: Locale) => `/bulk/${lang}.json`,
  types: () => '/types/api.d.ts',
  docs: () => '/docs/index.html',
};
