/** Every query and path parameter of the API as the OpenAPI document and the docs page show it; the rules are shared/params.ts. */
import { DEFAULT_LOCALE, LOCALES } from '../locales.js';
import { DEFAULT_PER_PAGE, DEFAULT_SORT, MAX_PAGE, MAX_PER_PAGE, MAX_QUERY_LENGTH, SORTS } from '../params.js';
import { MAX_FORMULA_LENGTH } from './limits.js';

export interface ParameterSpec {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  example?: string;
}

const SLUG_SCHEMA = { type: 'string', pattern: '^[A-Za-z0-9.-]{1,64}$' };

/** `categories` is filled in by the generator: the slugs are content, not code. */
export function parameterSpecs(categories: readonly string[]) {
  return {
    lang: {
      name: 'lang',
      in: 'query',
      required: false,
      description: 'Locale of the text and of error sentences, case-insensitive; empty means fa.',
      schema: { type: 'string', enum: LOCALES, default: DEFAULT_LOCALE },
    },
    sort: {
      name: 'sort',
      in: 'query',
      required: false,
      description: 'Order of the list, case-insensitive.',
      schema: { type: 'string', enum: SORTS, default: DEFAULT_SORT },
    },
    page: {
      name: 'page',
      in: 'query',
      required: false,
      description: 'Page number: a decimal integer, no sign, at most 6 digits.',
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    },
    per_page: {
      name: 'per_page',
      in: 'query',
      required: false,
      description: 'Page size.',
      schema: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
    },
    category: {
      name: 'category',
      in: 'query',
      required: false,
      description: 'A category slug from /api/v1/categories, case-insensitive.',
      schema: { type: 'string', enum: categories },
    },
    q: {
      name: 'q',
      in: 'query',
      required: false,
      description: 'Search term, trimmed; empty means no filter (meta.q then says "").',
      schema: { type: 'string', maxLength: MAX_QUERY_LENGTH },
    },
    qRequired: {
      name: 'q',
      in: 'query',
      required: true,
      description: 'Search term, trimmed, not empty.',
      schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
      example: 'vlookup',
    },
    slugPath: { name: 'slug', in: 'path', required: true, description: 'The function slug, case-insensitive.', schema: SLUG_SCHEMA, example: 'vlookup' },
    slugQuery: { name: 'slug', in: 'query', required: true, description: 'The function slug, case-insensitive.', schema: SLUG_SCHEMA, example: 'vlookup' },
    formula: {
      name: 'formula',
      in: 'query',
      required: true,
      description: 'The formula to translate; the leading = is optional.',
      schema: { type: 'string', minLength: 1, maxLength: MAX_FORMULA_LENGTH },
      example: '=WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-")',
    },
    to: {
      name: 'to',
      in: 'query',
      required: true,
      description: 'The locale whose spreadsheet the formula is for, case-insensitive.',
      schema: { type: 'string', enum: LOCALES },
      example: 'en',
    },
    from: {
      name: 'from',
      in: 'query',
      required: false,
      description: 'The locale the formula is written for; absent: detected from its function names and separators.',
      schema: { type: 'string', enum: LOCALES },
    },
  } as const satisfies Record<string, ParameterSpec>;
}

export type ParameterName = keyof ReturnType<typeof parameterSpecs>;
