/**
 * The API's operations, each once (docs/api.md, "Operations"): the edge routes by this table,
 * the generator writes the OpenAPI document, the docs page and the info `endpoints` from it, and
 * the tests derive their paths and response schemas from it.
 */
import type { ApiError } from './errors.js';
import type { ParameterName } from './parameters.js';

export type OperationId =
  'getInfo' | 'listFunctions' | 'getFunction' | 'getFunctionBySlugQuery' | 'listCategories' | 'searchFunctions' | 'randomFunction' | 'translateFormula';

/** Names of response schemas (shared/schemas/components.ts). */
export type ResponseSchemaName = 'InfoResponse' | 'ListResponse' | 'FunctionResponse' | 'CategoriesResponse' | 'SearchResponse' | 'TranslateResponse';

export interface Operation {
  id: OperationId;
  /** OpenAPI path template; `{slug}` matches one path segment. */
  path: string;
  summary: string;
  description: string;
  parameters: readonly ParameterName[];
  response: ResponseSchemaName;
  /** `catalogue`: strong ETag, 304 and `public, max-age=300`; `no-store`: never cached. */
  caching: 'catalogue' | 'no-store';
  /** Answers carry an RFC 8288 Link header. */
  paginated: boolean;
  /** The 404 this operation can answer besides "no operation", with an example. */
  notFound?: { description: string; example: ApiError };
  /** An example of the 400 this operation answers. */
  badRequest: ApiError;
  /** The line of the info answer's `endpoints`. */
  endpoint: string;
}

const DETAIL: Operation = {
  id: 'getFunction',
  path: '/api/v1/function/{slug}',
  summary: 'One function in full',
  description: 'The Function object. The slug is case-insensitive. The same answer is at /api/v1/function?slug={slug}.',
  parameters: ['slugPath', 'lang'],
  response: 'FunctionResponse',
  caching: 'catalogue',
  paginated: false,
  notFound: { description: 'No function has that slug; meta.suggestions lists close matches.', example: { kind: 'functionNotFound', slug: 'vlokup' } },
  badRequest: { kind: 'slugForm' },
  endpoint: 'GET /api/v1/function/{slug}?lang= - one function in full (also /api/v1/function?slug=)',
};

export const OPERATIONS: readonly Operation[] = [
  {
    id: 'getInfo',
    path: '/api/v1',
    summary: 'API information',
    description: 'The name, version, base address, documentation addresses and one line per operation.',
    parameters: ['lang'],
    response: 'InfoResponse',
    caching: 'catalogue',
    paginated: false,
    badRequest: { kind: 'lang' },
    endpoint: 'GET /api/v1 - this information',
  },
  {
    id: 'listFunctions',
    path: '/api/v1/functions',
    summary: 'List functions',
    description:
      'Functions as FunctionBrief, filtered by q (the same analysis as search) and category, ordered by sort: popular (popularity desc, views desc, slug asc), views (views desc, popularity desc, slug asc) or alpha (slug asc). A page past the last is empty with the true meta.',
    parameters: ['q', 'category', 'sort', 'page', 'per_page', 'lang'],
    response: 'ListResponse',
    caching: 'catalogue',
    paginated: true,
    badRequest: { kind: 'perPage' },
    endpoint: 'GET /api/v1/functions?q=&category=&sort=popular|alpha|views&page=&per_page=&lang= - list functions, filtered, sorted and paginated',
  },
  DETAIL,
  {
    ...DETAIL,
    id: 'getFunctionBySlugQuery',
    path: '/api/v1/function',
    summary: 'One function in full, slug as a query parameter',
    description: 'The same answer as /api/v1/function/{slug}.',
    parameters: ['slugQuery', 'lang'],
    badRequest: { kind: 'slugRequired' },
    endpoint: 'GET /api/v1/function?slug=&lang= - the same, slug as a query parameter',
  },
  {
    id: 'listCategories',
    path: '/api/v1/categories',
    summary: 'Categories with their function counts',
    description: 'The categories in editorial order; the counts add up to the total of the unfiltered list.',
    parameters: ['lang'],
    response: 'CategoriesResponse',
    caching: 'catalogue',
    paginated: false,
    badRequest: { kind: 'lang' },
    endpoint: 'GET /api/v1/categories?lang= - the categories with their function counts',
  },
  {
    id: 'searchFunctions',
    path: '/api/v1/search',
    summary: 'Search in any of the seven languages',
    description:
      'FunctionBrief results, most relevant first: exact name or slug, then name prefix, then names the query is part of, then keywords and title words, then description words. English and Persian text match whatever lang is; a pasted formula finds the function it calls. Tolerates case, diacritics, Arabic and Persian letter forms, the zero-width non-joiner and one typo in words of five letters or more.',
    parameters: ['qRequired', 'category', 'page', 'per_page', 'lang'],
    response: 'SearchResponse',
    caching: 'catalogue',
    paginated: true,
    badRequest: { kind: 'qRequired' },
    endpoint: 'GET /api/v1/search?q=&category=&page=&per_page=&lang= - search in any of the seven languages',
  },
  {
    id: 'randomFunction',
    path: '/api/v1/random',
    summary: 'One random function in full',
    description: 'A random function, optionally from one category; never cached.',
    parameters: ['category', 'lang'],
    response: 'FunctionResponse',
    caching: 'no-store',
    paginated: false,
    notFound: { description: 'The category has no functions yet.', example: { kind: 'categoryEmpty', category: 'cube' } },
    badRequest: { kind: 'category', example: 'math-and-trigonometry' },
    endpoint: 'GET /api/v1/random?category=&lang= - one random function in full',
  },
  {
    id: 'translateFormula',
    path: '/api/v1/translate',
    summary: "Translate a formula into another language's Excel",
    description:
      'Function names, TRUE/FALSE, error values and the argument, decimal and array separators change; text in quotes, references, sheet, defined and table names and whitespace are kept exactly. Without from, the source is detected from the function names and separators (meta.from). A name the catalogue does not know is kept and listed in unknown with suggestions. Translating there and back gives the formula again.',
    parameters: ['formula', 'to', 'from', 'lang'],
    response: 'TranslateResponse',
    caching: 'catalogue',
    paginated: false,
    badRequest: { kind: 'formulaUnreadable', position: 12, problem: 'quote' },
    endpoint: "GET /api/v1/translate?formula=&to=&from=&lang= - a formula in another language's Excel (names, separators, logical and error values)",
  },
];

/** Files the generator publishes beside the operations, for the info `endpoints`. */
export const PUBLISHED_FILES = [
  'GET /openapi.json - the OpenAPI 3.0.3 document of this API',
  'GET /schemas/{Name}.json - the JSON Schema of each response object (Function, FunctionBrief, Category, ListResponse, ...)',
  'GET /types/api.d.ts - TypeScript declarations of every response object',
  'GET /bulk/{lang}.json - every function in full, one file per locale (fa, en, de, fr, tr, az, ar)',
] as const;

export const ENDPOINT_LINES: readonly string[] = [...OPERATIONS.map((o) => o.endpoint), ...PUBLISHED_FILES];

export interface OperationMatch {
  operation: Operation;
  /** Decoded path parameters; a segment whose percent-encoding is broken is `%`, which no slug accepts. */
  params: Record<string, string>;
}

const compiled = OPERATIONS.map((operation) => ({
  operation,
  names: [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
  pattern: new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)')}$`),
}));

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '%';
  }
}

/** The operation answering a path (trailing slashes ignored), or null. */
export function matchOperation(pathname: string): OperationMatch | null {
  const path = pathname.replace(/\/+$/, '');
  for (const { operation, names, pattern } of compiled) {
    const match = pattern.exec(path);
    if (match) return { operation, params: Object.fromEntries(names.map((name, i) => [name, decodeSegment(match[i + 1]!)])) };
  }
  return null;
}

export function operationById(id: OperationId): Operation {
  return OPERATIONS.find((o) => o.id === id)!;
}
