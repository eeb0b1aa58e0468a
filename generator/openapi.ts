/** The OpenAPI 3.0.3 document, generated from the response schemas and the parameter rules. */
import { DEFAULT_LOCALE, LOCALES } from '../shared/locales.js';
import { DEFAULT_PER_PAGE, DEFAULT_SORT, MAX_PAGE, MAX_PER_PAGE, MAX_QUERY_LENGTH, SORTS } from '../shared/params.js';
import * as api from '../shared/schemas/api.js';

/** Schemas that become named components; any place that embeds one gets a $ref instead. */
export const COMPONENTS: Record<string, object> = {
  Arg: api.argSchema,
  Example: api.exampleSchema,
  FuncError: api.funcErrorSchema,
  FunctionBrief: api.functionBriefSchema,
  Function: api.functionSchema,
  Category: api.categorySchema,
  Info: api.infoSchema,
  LangMeta: api.langMetaSchema,
  ListMeta: api.listMetaSchema,
  SearchMeta: api.searchMetaSchema,
  NotFoundMeta: api.notFoundMetaSchema,
  InfoResponse: api.infoResponseSchema,
  ListResponse: api.listResponseSchema,
  SearchResponse: api.searchResponseSchema,
  FunctionResponse: api.functionResponseSchema,
  CategoriesResponse: api.categoriesResponseSchema,
  ErrorResponse: api.errorResponseSchema,
};

/** The component schemas, each embedding the others by `#/components/schemas/Name`. */
export function componentSchemas(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(COMPONENTS).map(([name, schema]) => [name, withRefs(schema, schema)]));
}

function withRefs(schema: unknown, self?: object): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withRefs(s));
  if (schema === null || typeof schema !== 'object') return schema;
  for (const [name, component] of Object.entries(COMPONENTS)) {
    if (schema === component && schema !== self) return { $ref: `#/components/schemas/${name}` };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withRefs(v)]));
}

const header = (description: string, schema: object) => ({ description, schema });
const rateHeaders = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Window': { $ref: '#/components/headers/X-RateLimit-Window' },
};
const cacheHeaders = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
};

function json(schemaName: string, example?: unknown) {
  return { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` }, ...(example === undefined ? {} : { example }) } };
}

function ok(description: string, schemaName: string, example: unknown, extraHeaders: object = {}) {
  return { description, headers: { ...rateHeaders, ...cacheHeaders, ...extraHeaders }, content: json(schemaName, example) };
}

const errors = {
  '304': { description: 'Not modified: the If-None-Match tag equals the current ETag.', headers: { ...rateHeaders, ETag: { $ref: '#/components/headers/ETag' } } },
  '400': { $ref: '#/components/responses/BadRequest' },
  '405': { $ref: '#/components/responses/MethodNotAllowed' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
  '500': { $ref: '#/components/responses/InternalError' },
};

export interface OpenApiExamples {
  info: unknown;
  list: unknown;
  detail: unknown;
  categories: unknown;
  search: unknown;
  notFound: unknown;
}

export function buildOpenApi(base: string, categorySlugs: readonly string[], examples: OpenApiExamples): object {
  const p = (name: string) => ({ $ref: `#/components/parameters/${name}` });
  return {
    openapi: '3.0.3',
    info: {
      title: 'Spreadsheet Function Reference API',
      version: '1.0.0',
      description:
        'A read-only, public JSON API over a catalogue of spreadsheet functions (Excel, Google Sheets, LibreOffice) with text in seven locales: fa (Persian, the default and fallback), en, de, fr, tr, az, ar. No key is needed; every origin may call it; each client IP may make 60 requests a minute.',
    },
    servers: [{ url: base }],
    // No key, token or credential is needed or accepted (reference section 5).
    security: [],
    tags: [{ name: 'catalogue', description: 'The function catalogue' }],
    paths: {
      '/api/v1': {
        get: {
          operationId: 'getInfo', tags: ['catalogue'], summary: 'API information',
          description: 'The name, version, base address, documentation addresses and one line per operation.',
          parameters: [p('lang')],
          responses: { '200': ok('The Info object.', 'InfoResponse', examples.info), ...errors },
        },
      },
      '/api/v1/functions': {
        get: {
          operationId: 'listFunctions', tags: ['catalogue'], summary: 'List functions',
          description: 'Functions as FunctionBrief, filtered by q (the same analysis as search) and category, ordered by sort: popular (popularity desc, views desc, slug asc), views (views desc, popularity desc, slug asc) or alpha (slug asc). A page past the last is empty with the true meta.',
          parameters: [p('q'), p('category'), p('sort'), p('page'), p('per_page'), p('lang')],
          responses: { '200': ok('One page of functions.', 'ListResponse', examples.list, { Link: { $ref: '#/components/headers/Link' } }), ...errors },
        },
      },
      '/api/v1/function/{slug}': {
        get: {
          operationId: 'getFunction', tags: ['catalogue'], summary: 'One function in full',
          description: 'The Function object. The slug is case-insensitive. The same answer is at /api/v1/function?slug={slug}.',
          parameters: [p('slugPath'), p('lang')],
          responses: { '200': ok('The function.', 'FunctionResponse', examples.detail), '404': { $ref: '#/components/responses/FunctionNotFound' }, ...errors },
        },
      },
      '/api/v1/function': {
        get: {
          operationId: 'getFunctionBySlugQuery', tags: ['catalogue'], summary: 'One function in full, slug as a query parameter',
          parameters: [p('slugQuery'), p('lang')],
          responses: { '200': ok('The function.', 'FunctionResponse', examples.detail), '404': { $ref: '#/components/responses/FunctionNotFound' }, ...errors },
        },
      },
      '/api/v1/categories': {
        get: {
          operationId: 'listCategories', tags: ['catalogue'], summary: 'Categories with their function counts',
          description: 'The categories in editorial order; the counts add up to the total of the unfiltered list.',
          parameters: [p('lang')],
          responses: { '200': ok('Every category.', 'CategoriesResponse', examples.categories), ...errors },
        },
      },
      '/api/v1/search': {
        get: {
          operationId: 'searchFunctions', tags: ['catalogue'], summary: 'Search in any of the seven languages',
          description: 'FunctionBrief results, most relevant first: exact name or slug, then name prefix, then title words, then description words. English and Persian text match whatever lang is. Tolerates case, diacritics, Arabic and Persian letter forms, the zero-width non-joiner and one typo in words of five letters or more.',
          parameters: [p('qRequired'), p('category'), p('page'), p('per_page'), p('lang')],
          responses: { '200': ok('One page of results.', 'SearchResponse', examples.search, { Link: { $ref: '#/components/headers/Link' } }), ...errors },
        },
      },
      '/api/v1/random': {
        get: {
          operationId: 'randomFunction', tags: ['catalogue'], summary: 'One random function in full',
          parameters: [p('category'), p('lang')],
          responses: {
            '200': {
              description: 'A random function; never cached.',
              headers: { ...rateHeaders, 'Cache-Control': header('Always no-store.', { type: 'string', enum: ['no-store'] }) },
              content: json('FunctionResponse'),
            },
            '400': errors['400'], '405': errors['405'], '429': errors['429'], '500': errors['500'],
          },
        },
      },
    },
    components: {
      schemas: componentSchemas(),
      parameters: {
        lang: { name: 'lang', in: 'query', required: false, description: 'Locale of the text, case-insensitive; empty means fa.', schema: { type: 'string', enum: LOCALES, default: DEFAULT_LOCALE } },
        sort: { name: 'sort', in: 'query', required: false, description: 'Order of the list, case-insensitive.', schema: { type: 'string', enum: SORTS, default: DEFAULT_SORT } },
        page: { name: 'page', in: 'query', required: false, description: 'Page number: a decimal integer, no sign, at most 6 digits.', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } },
        per_page: { name: 'per_page', in: 'query', required: false, description: 'Page size.', schema: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE } },
        category: { name: 'category', in: 'query', required: false, description: 'A category slug from /api/v1/categories, case-insensitive.', schema: { type: 'string', enum: categorySlugs } },
        q: { name: 'q', in: 'query', required: false, description: 'Search term, trimmed; empty means no filter.', schema: { type: 'string', maxLength: MAX_QUERY_LENGTH } },
        qRequired: { name: 'q', in: 'query', required: true, description: 'Search term, trimmed, not empty.', schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH }, example: 'vlookup' },
        slugPath: { name: 'slug', in: 'path', required: true, description: 'The function slug, case-insensitive.', schema: { type: 'string', pattern: '^[A-Za-z0-9.-]{1,64}$' }, example: 'vlookup' },
        slugQuery: { name: 'slug', in: 'query', required: true, description: 'The function slug, case-insensitive.', schema: { type: 'string', pattern: '^[A-Za-z0-9.-]{1,64}$' }, example: 'vlookup' },
      },
      headers: {
        'X-RateLimit-Limit': header('Requests allowed per window for this client IP.', { type: 'integer', example: 60 }),
        'X-RateLimit-Remaining': header('Requests left in the current window.', { type: 'integer', minimum: 0, example: 59 }),
        'X-RateLimit-Window': header('The window, in seconds.', { type: 'integer', example: 60 }),
        'Retry-After': header('Seconds until a request will be accepted again.', { type: 'integer', minimum: 1, example: 12 }),
        ETag: header('A strong tag of the body; send it in If-None-Match to get 304.', { type: 'string', example: '"3f2a9c1d0b7e4a55"' }),
        'Cache-Control': header('public, max-age=300 for catalogue answers.', { type: 'string', example: 'public, max-age=300' }),
        Link: header('RFC 8288 links to the first, prev, next and last pages, where they exist.', { type: 'string', example: '<http://127.0.0.1:8788/api/v1/functions?page=2>; rel="next"' }),
        Allow: header('The methods this API answers.', { type: 'string', example: 'GET, HEAD, OPTIONS' }),
      },
      responses: {
        BadRequest: { description: 'A parameter is not valid; the error names it and what is allowed.', headers: rateHeaders, content: json('ErrorResponse', { success: false, data: null, error: `per_page must be an integer from 1 to ${MAX_PER_PAGE}` }) },
        FunctionNotFound: { description: 'No function has that slug; meta.suggestions lists close matches.', headers: rateHeaders, content: json('ErrorResponse', examples.notFound) },
        MethodNotAllowed: { description: 'Only GET, HEAD and OPTIONS are answered.', headers: { ...rateHeaders, Allow: { $ref: '#/components/headers/Allow' } }, content: json('ErrorResponse', { success: false, data: null, error: 'method not allowed: use GET, HEAD or OPTIONS' }) },
        TooManyRequests: {
          description: 'This client IP made more than the allowed requests in the rolling minute.',
          headers: { ...rateHeaders, 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
          content: json('ErrorResponse', { success: false, data: null, error: 'too many requests: 60 a minute are allowed; retry after the seconds in Retry-After' }),
        },
        InternalError: { description: 'An unexpected fault (a bug).', content: json('ErrorResponse', { success: false, data: null, error: 'internal error' }) },
      },
    },
  };
}
