/**
 * Reading prebuilt files from dist/ through env.ASSETS. Each file (index, brief, search core and
 * shard) is parsed once per isolate, on first use, and kept; a request reads only what it answers.
 */
import type { CatalogueIndex } from '../shared/catalogue-index.js';
import { FunctionNames, type NameRow } from '../shared/formula/names.js';
import { layout } from '../shared/layout.js';
import type { Locale } from '../shared/locales.js';
import { loadSearchIndex, type SearchCore, type SearchIndex, type SearchShard, type SecondLetters } from '../shared/search/search-index.js';
import type { FunctionBrief } from '../shared/types.js';
import type { Env } from './env.js';

const ORIGIN = 'https://assets.local';

/** The text of a prebuilt file, or null when there is none. */
export async function readAsset(env: Env, path: string): Promise<string | null> {
  // A URL, not a Request: the platform makes the request without this isolate building one.
  const response = await env.ASSETS.fetch(`${ORIGIN}${path}`);
  if (response.status !== 200) {
    await response.body?.cancel();
    return null;
  }
  return response.text();
}

async function readJson<T>(env: Env, path: string): Promise<T> {
  const text = await readAsset(env, path);
  if (text === null) throw new Error(`missing asset ${path}`);
  return JSON.parse(text) as T;
}

/** Memoizes a load per key; a failed load is forgotten so the next request tries again. */
function memo<K, V>(load: (env: Env, key: K) => Promise<V>): (env: Env, key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (env, key) => {
    let value = cache.get(key);
    if (!value) {
      value = load(env, key);
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  };
}

export const loadIndex = memo<'index', CatalogueIndex>((env) => readJson(env, layout.catalogueIndex()));
/** The briefs of the given slugs, in their order; each file is read once per isolate. */
export function loadBriefs(env: Env, lang: Locale, slugs: readonly string[]): Promise<FunctionBrief[]> {
  return Promise.all(slugs.map((slug) => loadBrief(env, `${lang}/${slug}`)));
}
const loadBrief = memo<string, FunctionBrief>((env, key) => {
  const [lang, slug] = key.split('/') as [Locale, string];
  return readJson(env, layout.brief(slug, lang));
});

/** A locale's search core (names, for name matches and suggestions); shards come per query. */
export const loadSearchCore = memo<Locale, SearchIndex>(async (env, lang) => loadSearchIndex(await readJson<SearchCore>(env, layout.searchCore(lang))));
const loadSearchShard = memo<string, SearchShard | SecondLetters>((env, key) => {
  const [lang, shard] = key.split('/') as [Locale, string];
  return readJson(env, layout.searchShard(lang, shard));
});

/** Slugs matching a query, best first: the core, then only the shards the query's words read (and a mistyped word's letter). */
export async function searchFunctions(env: Env, lang: Locale, query: string): Promise<string[]> {
  const index = await loadSearchCore(env, lang);
  const add = (keys: string[]) => Promise.all(keys.map(async (key) => index.addShard(key, await loadSearchShard(env, `${lang}/${key}`))));
  await add(index.shardsFor(query));
  // A mistyped word of a split letter: its second-letter table, then the parts the table names.
  for (let keys = index.typoShardsFor(query); keys.length > 0; keys = index.typoShardsFor(query)) await add(keys);
  return index.search(query);
}

export const loadFormulaNames = memo<'names', FunctionNames>(async (env) => new FunctionNames(await readJson<NameRow[]>(env, layout.formulaNames())));
