/**
 * Query parameters of every operation (docs/api.md, "Parameters"), parsed and validated in one
 * place for the generator (which names its files by them) and the edge (which reads them from
 * requests). A repeated parameter: the first value counts (URLSearchParams.get). Unknown ones are
 * ignored. The first invalid parameter is reported, in the order the parsers run.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.js';
import { MAX_FORMULA_LENGTH } from './api/limits.js';
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
  /** The trimmed query, `''` when given empty, null when not given. */
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

/** A locale code, case-insensitive, or null when it is none. */
export function readLocale(raw: string | null): Locale | null {
  const lang = raw?.toLowerCase() ?? '';
  return isLocale(lang) ? lang : null;
}

export function parseLang(params: URLSearchParams): Result<Locale> {
  const raw = read(params, 'lang');
  if (raw === null) return ok(DEFAULT_LOCALE);
  const lang = readLocale(raw);
  return lang ? ok(lang) : fail({ kind: 'lang' });
}

export function parseSort(params: URLSearchParams): Result<Sort> {
  const raw = read(params, 'sort');
  if (raw === null) return ok(DEFAULT_SORT);
  const sort = raw.toLowerCase();
  return (SORTS as readonly string[]).includes(sort) ? ok(sort as Sort) : fail({ kind: 'sort' });
}

export function parsePage(params: URLSearchParams): Result<number> {
  const raw = read(params, 'page');
  if (raw === null) return ok(1);
  const page = /^[0-9]{1,6}$/.test(raw) ? Number(raw) : 0;
  return page >= 1 ? ok(page) : fail({ kind: 'page' });
}

export function parsePerPage(params: URLSearchParams): Result<number> {
  const raw = read(params, 'per_page');
  if (raw === null) return ok(DEFAULT_PER_PAGE);
  const perPage = /^[0-9]{1,3}$/.test(raw) ? Number(raw) : 0;
  return perPage >= 1 && perPage <= MAX_PER_PAGE ? ok(perPage) : fail({ kind: 'perPage' });
}

export function parseCategory(params: URLSearchParams, categories: readonly string[]): Result<string | null> {
  const raw = read(params, 'category');
  if (raw === null) return ok(null);
  const category = raw.toLowerCase();
  return categories.includes(category) ? ok(category) : fail({ kind: 'category', example: categories[0] ?? 'math-and-trigonometry' });
}

/** `q`, trimmed, counted in characters: `''` when given empty, null when not given at all. */
function parseQueryText(params: URLSearchParams): Result<string | null> {
  const raw = params.get('q');
  if (raw === null) return ok(null);
  const q = raw.trim();
  return [...q].length > MAX_QUERY_LENGTH ? fail({ kind: 'qTooLong' }) : ok(q);
}

export function parseSlug(raw: string | null): Result<string> {
  if (raw === null || raw === '') return fail({ kind: 'slugRequired' });
  const slug = raw.toLowerCase();
  return SLUG_INPUT_PATTERN.test(slug) ? ok(slug) : fail({ kind: 'slugForm' });
}

type Values<T> = { [K in keyof T]: T[K] extends Result<infer V> ? V : never };

/** Runs the parsers in order and stops at the first error, so the sentence names one parameter. */
export function all<T extends Record<string, Result<unknown>>>(results: T): Result<Values<T>> {
  const values: Record<string, unknown> = {};
  for (const [key, result] of Object.entries(results)) {
    if (!result.ok) return result;
    values[key] = result.value;
  }
  return ok(values as Values<T>);
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
  return q ? ok({ ...rest, q }) : fail({ kind: 'qRequired' });
}

/** The parameters of an operation that takes only `lang` and maybe `category` (random). */
export function parseRandomQuery(params: URLSearchParams, categories: readonly string[]): Result<{ lang: Locale; category: string | null }> {
  return all({ lang: parseLang(params), category: parseCategory(params, categories) });
}

/** The language of an error's sentence: the requested `lang` when valid; English otherwise or when absent. */
export function errorLanguage(params: URLSearchParams): Locale {
  return readLocale(params.get('lang')) ?? 'en';
}

export interface TranslateQuery {
  lang: Locale;
  formula: string;
  to: Locale;
  /** Null: detect it from the formula. */
  from: Locale | null;
}

export function parseTranslateQuery(params: URLSearchParams): Result<TranslateQuery> {
  const formula = params.get('formula');
  const to = read(params, 'to');
  const from = read(params, 'from');
  return all({
    lang: parseLang(params),
    formula:
      formula === null || formula === ''
        ? fail({ kind: 'formulaRequired' })
        : [...formula].length > MAX_FORMULA_LENGTH
          ? fail({ kind: 'formulaTooLong', max: MAX_FORMULA_LENGTH })
          : ok(formula),
    to: to === null ? fail({ kind: 'toRequired' }) : readLocale(to) ? ok(readLocale(to)!) : fail({ kind: 'to' }),
    from: from === null ? ok(null) : readLocale(from) ? ok(readLocale(from)) : fail({ kind: 'from' }),
  });
}
