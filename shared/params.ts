/**
 * Query parameters of every operation (contract section 1), parsed and validated in one place
 * for the build (which names its files by them) and the edge (which reads them from requests).
 * A repeated parameter: the first value counts (URLSearchParams.get). Unknown ones are ignored.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales.js';
import { fail, ok, type Result } from './result.js';

export const SORTS = ['popular', 'alpha', 'views'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'popular';
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 999_999;
export const MAX_QUERY_LENGTH = 100;
export const SLUG_INPUT_PATTERN = /^[a-z0-9.-]{1,64}$/;

export interface ListQuery {
  lang: Locale;
  sort: Sort;
  page: number;
  perPage: number;
  category: string | null;
  q: string | null;
}

export interface SearchQuery {
  lang: Locale;
  page: number;
  perPage: number;
  category: string | null;
  q: string;
}

/** Absent and empty are the same: the default applies. */
function read(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value === '' ? null : value;
}

export function parseLang(params: URLSearchParams): Result<Locale> {
  const raw = read(params, 'lang');
  if (raw === null) return ok(DEFAULT_LOCALE);
  const lang = raw.toLowerCase();
  return isLocale(lang) ? ok(lang) : fail(`lang must be one of ${LOCALES.join(', ')}`);
}

export function parseSort(params: URLSearchParams): Result<Sort> {
  const raw = read(params, 'sort');
  if (raw === null) return ok(DEFAULT_SORT);
  const sort = raw.toLowerCase();
  return (SORTS as readonly string[]).includes(sort) ? ok(sort as Sort) : fail(`sort must be one of ${SORTS.join(', ')}`);
}

export function parsePage(params: URLSearchParams): Result<number> {
  const raw = read(params, 'page');
  if (raw === null) return ok(1);
  const page = /^[0-9]{1,6}$/.test(raw) ? Number(raw) : 0;
  return page >= 1 ? ok(page) : fail(`page must be a whole number from 1 to ${MAX_PAGE}`);
}

export function parsePerPage(params: URLSearchParams): Result<number> {
  const raw = read(params, 'per_page');
  if (raw === null) return ok(DEFAULT_PER_PAGE);
  const perPage = /^[0-9]{1,3}$/.test(raw) ? Number(raw) : 0;
  return perPage >= 1 && perPage <= MAX_PER_PAGE ? ok(perPage) : fail(`per_page must be an integer from 1 to ${MAX_PER_PAGE}`);
}

export function parseCategory(params: URLSearchParams, categories: readonly string[]): Result<string | null> {
  const raw = read(params, 'category');
  if (raw === null) return ok(null);
  const category = raw.toLowerCase();
  return categories.includes(category)
    ? ok(category)
    : fail(`category must be a category slug listed at /api/v1/categories, such as ${categories[0] ?? 'math-and-trigonometry'}`);
}

function parseQueryText(params: URLSearchParams): Result<string | null> {
  const raw = params.get('q');
  const q = raw === null ? '' : raw.trim();
  if ([...q].length > MAX_QUERY_LENGTH) return fail(`q must be at most ${MAX_QUERY_LENGTH} characters`);
  return ok(q === '' ? null : q);
}

export function parseSlug(raw: string | null): Result<string> {
  if (raw === null || raw === '') return fail('slug is required, e.g. /api/v1/function/vlookup or /api/v1/function?slug=vlookup');
  const slug = raw.toLowerCase();
  return SLUG_INPUT_PATTERN.test(slug) ? ok(slug) : fail('slug must be 1 to 64 characters from a-z, 0-9, dot and hyphen');
}

/** Runs the parsers in order and stops at the first error, so the sentence names one parameter. */
function all<T extends Record<string, Result<unknown>>>(results: T): Result<{ [K in keyof T]: T[K] extends Result<infer V> ? V : never }> {
  const values: Record<string, unknown> = {};
  for (const [key, result] of Object.entries(results)) {
    if (!result.ok) return result;
    values[key] = result.value;
  }
  return ok(values as { [K in keyof T]: T[K] extends Result<infer V> ? V : never });
}

export function parseListQuery(params: URLSearchParams, categories: readonly string[]): Result<ListQuery> {
  return all({
    lang: parseLang(params),
    sort: parseSort(params),
    page: parsePage(params),
    perPage: parsePerPage(params),
    category: parseCategory(params, categories),
    q: parseQueryText(params),
  });
}

export function parseSearchQuery(params: URLSearchParams, categories: readonly string[]): Result<SearchQuery> {
  const parsed = all({
    lang: parseLang(params),
    page: parsePage(params),
    perPage: parsePerPage(params),
    category: parseCategory(params, categories),
    q: parseQueryText(params),
  });
  if (!parsed.ok) return parsed;
  const { q, ...rest } = parsed.value;
  return q === null ? fail('q is required: give a search term, e.g. /api/v1/search?q=vlookup') : ok({ ...rest, q });
}

/** The parameters of an operation that takes only `lang` and maybe `category` (random). */
export function parseRandomQuery(params: URLSearchParams, categories: readonly string[]): Result<{ lang: Locale; category: string | null }> {
  return all({ lang: parseLang(params), category: parseCategory(params, categories) });
}
