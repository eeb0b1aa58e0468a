/**
 * Reading prebuilt files from dist/ through env.ASSETS. The compact data (index, briefs, search
 * documents) is parsed once per isolate, on first use of each locale, and kept.
 */
import type { CatalogueIndex } from '../shared/catalogue-index.js';
import { FunctionNames, type NameRow } from '../shared/formula/names.js';
import { layout } from '../shared/layout.js';
import type { Locale } from '../shared/locales.js';
import { importSearchIndex, type ExportedSearchIndex, type SearchIndex } from '../shared/search/search-index.js';
import type { FunctionBrief } from '../shared/types.js';
import type { Env } from './env.js';

const ORIGIN = 'https://assets.local';

/** The text of a prebuilt file, or null when there is none. */
export async function readAsset(env: Env, path: string): Promise<string | null> {
  const response = await env.ASSETS.fetch(new Request(`${ORIGIN}${path}`));
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
export const loadBriefs = memo<Locale, FunctionBrief[]>((env, lang) => readJson(env, layout.briefs(lang)));
/** The briefs of a locale by slug, built once per isolate (search maps its ranked slugs through it). */
export const loadBriefsBySlug = memo<Locale, ReadonlyMap<string, FunctionBrief>>(
  async (env, lang) => new Map((await loadBriefs(env, lang)).map((b) => [b.slug, b])),
);
export const loadSearch = memo<Locale, SearchIndex>(async (env, lang) => importSearchIndex(await readJson<ExportedSearchIndex>(env, layout.searchIndex(lang))));
export const loadFormulaNames = memo<'names', FunctionNames>(async (env) => new FunctionNames(await readJson<NameRow[]>(env, layout.formulaNames())));
