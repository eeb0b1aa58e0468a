/** The search query set (test/search/queries.json) and how well an index answers it. */
import { readFileSync } from 'node:fs';
import { layout } from '../shared/layout.js';
import type { SearchCore, SearchShard } from '../shared/search/index-data.js';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../shared/locales.js';
import { buildSearchIndex } from '../shared/search/build-index.js';
import { loadWholeSearchIndex, type SearchIndex } from '../shared/search/search-index.js';
import type { Catalogue } from '../lint/catalogue.js';
import { searchAliasesOf, searchDocuments } from '../generator/search-documents.js';

export interface QueryCase {
  lang: Locale;
  q: string;
  /** At least one of these must be in the top k. */
  expect: string[];
  k: number;
  kind: string;
}

export interface LocaleScore {
  lang: Locale;
  queries: number;
  hits: number;
  /** Share of queries with an expected slug in the top k. */
  hitRate: number;
  /** Mean reciprocal rank of the first expected slug within the top 10. */
  mrr10: number;
  misses: { q: string; expect: string[]; k: number; got: string[] }[];
}

/**
 * `queries.json` is the dev set the ranking was tuned on; `heldout.json` was written blind after
 * that tuning and is never tuned on: it says what a reader the developers never saw gets.
 */
export function readQuerySet(root: string, set: 'queries' | 'heldout' = 'queries'): QueryCase[] {
  return JSON.parse(readFileSync(join(root, 'test', 'search', `${set}.json`), 'utf8')) as QueryCase[];
}

/** Each locale's index built, written to JSON and read back with every shard, as the browser reads it. */
export function buildIndexes(catalogue: Catalogue): Map<Locale, SearchIndex> {
  const aliases = searchAliasesOf(catalogue.glossaries);
  return new Map(
    LOCALES.map((lang) => {
      const built = buildSearchIndex(searchDocuments(catalogue, lang), aliases);
      return [lang, loadWholeSearchIndex(JSON.parse(JSON.stringify({ core: built.core, shards: Object.fromEntries(built.shards) })))];
    }),
  );
}

/** A locale's index as the build wrote it into `dist`, every shard added. */
export function readBuiltIndex(dist: string, lang: Locale): SearchIndex {
  const read = <T>(path: string) => JSON.parse(readFileSync(join(dist, path), 'utf8')) as T;
  const core = read<SearchCore>(layout.searchCore(lang));
  const shards = Object.fromEntries(core.shards.map((key) => [key, read<SearchShard>(layout.searchShard(lang, key))]));
  return loadWholeSearchIndex({ core, shards });
}

/** Each locale's index as the build wrote it into `dist`. */
export function readBuiltIndexes(dist: string): Map<Locale, SearchIndex> {
  return new Map(LOCALES.map((lang) => [lang, readBuiltIndex(dist, lang)]));
}

export function scoreQueries(indexes: ReadonlyMap<Locale, SearchIndex>, cases: readonly QueryCase[]): LocaleScore[] {
  return LOCALES.map((lang) => {
    const mine = cases.filter((c) => c.lang === lang);
    let hits = 0;
    let reciprocal = 0;
    const misses: LocaleScore['misses'] = [];
    for (const c of mine) {
      const got = indexes.get(lang)!.search(c.q);
      const rank = got.slice(0, 10).findIndex((slug) => c.expect.includes(slug));
      if (rank >= 0) reciprocal += 1 / (rank + 1);
      if (rank >= 0 && rank < c.k) hits++;
      else misses.push({ q: c.q, expect: c.expect, k: c.k, got: got.slice(0, 5) });
    }
    return { lang, queries: mine.length, hits, hitRate: mine.length ? hits / mine.length : 0, mrr10: mine.length ? reciprocal / mine.length : 0, misses };
  });
}
