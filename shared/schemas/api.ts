/**
 * JSON Schemas of every response object of the API (docs/api.md, "Fields").
 * Written in the subset that OpenAPI 3.0.3 accepts (no $id, const or type arrays), so the
 * OpenAPI document embeds them as they are; the response types are derived from them.
 */
import { LOCALES } from '../locales.js';
import { APPLICATIONS, VERSIONS } from './content.js';
import { argSchema as argItem, cellsSchema, exampleSchema as exampleItem, funcErrorSchema as funcErrorItem } from './items.js';

const string = { type: 'string' } as const;
const integer = { type: 'integer', minimum: 0 } as const;
const langSchema = { type: 'string', enum: LOCALES } as const;

const local = (description: string) => ({ type: 'string', description }) as const;

export const argSchema = argItem(
  string,
  { nameLocal: local("The argument's name as the reader's Excel shows it (the English name until the content has it).") },
  ['nameLocal'],
);
export const exampleSchema = exampleItem(
  string,
  {
    cells: cellsSchema,
    codeLocal: { type: 'string', pattern: '^=', description: "The formula as the reader's Excel accepts it: local names, separators, decimals." },
    resultLocal: local("The result as the reader's Excel displays it."),
  },
  ['codeLocal', 'resultLocal'],
);
export const funcErrorSchema = funcErrorItem(string, { codeLocal: local("The error value as the reader's Excel displays it.") }, ['codeLocal']);

export const functionBriefSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'title', 'category', 'description', 'syntax', 'syntaxLocal', 'popularity', 'views', 'output', 'version', 'url'],
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9.-]+$' },
    name: string,
    title: string,
    category: string,
    description: string,
    syntax: string,
    syntaxLocal: local("The syntax as the reader's Excel shows it: local name, argument names and separator."),
    popularity: { type: 'integer', minimum: 0, maximum: 100 },
    views: integer,
    output: string,
    version: { type: 'string', enum: VERSIONS },
    url: { type: 'string', format: 'uri' },
  },
} as const;

export const functionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'slug',
    'name',
    'names',
    'title',
    'category',
    'applications',
    'syntax',
    'syntaxLocal',
    'description',
    'output',
    'version',
    'volatile',
    'dynamicArray',
    'popularity',
    'views',
    'args',
    'examples',
    'tips',
    'errors',
    'related',
    'links',
  ],
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9.-]+$' },
    name: string,
    names: {
      type: 'object',
      description: "The name in each locale's spreadsheet interface (the English name where it is not translated).",
      additionalProperties: false,
      required: [...LOCALES],
      properties: Object.fromEntries(LOCALES.map((l) => [l, string])) as { [L in (typeof LOCALES)[number]]: typeof string },
    },
    title: string,
    category: string,
    applications: { type: 'array', items: { type: 'string', enum: APPLICATIONS } },
    syntax: string,
    syntaxLocal: local("The syntax as the reader's Excel shows it: local name, argument names and separator."),
    description: string,
    output: string,
    version: { type: 'string', enum: VERSIONS },
    volatile: { type: 'boolean' },
    dynamicArray: { type: 'boolean' },
    popularity: { type: 'integer', minimum: 0, maximum: 100 },
    views: integer,
    args: { type: 'array', items: argSchema },
    examples: { type: 'array', items: exampleSchema },
    tips: { type: 'array', items: string },
    errors: { type: 'array', items: funcErrorSchema },
    related: { type: 'array', items: string },
    links: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'canonical', 'api'],
      properties: {
        url: { type: 'string', format: 'uri' },
        canonical: { type: 'string', format: 'uri' },
        api: { type: 'string', format: 'uri' },
      },
    },
  },
} as const;

export const categorySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'title', 'en', 'count', 'icon', 'color', 'url', 'api'],
  properties: {
    slug: string,
    title: string,
    en: string,
    count: integer,
    icon: { type: 'string', description: 'A Lucide icon name.' },
    color: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
    url: { type: 'string', format: 'uri' },
    api: { type: 'string', format: 'uri' },
  },
} as const;

export const infoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'version', 'base', 'docs', 'openapi', 'endpoints'],
  properties: {
    name: string,
    version: { type: 'string', enum: ['v1'] },
    base: { type: 'string', format: 'uri' },
    docs: { type: 'string', format: 'uri' },
    openapi: { type: 'string', format: 'uri' },
    endpoints: { type: 'array', items: string },
  },
} as const;

export const langMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lang'],
  properties: { lang: langSchema },
} as const;

export const listMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['total', 'page', 'per_page', 'pages', 'lang'],
  properties: {
    total: integer,
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100 },
    pages: integer,
    lang: langSchema,
    q: { type: 'string', description: 'The query as it was matched (trimmed); present whenever q was given.' },
  },
} as const;

export const searchMetaSchema = {
  ...listMetaSchema,
  required: [...listMetaSchema.required, 'q'],
} as const;

export const notFoundMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestions'],
  properties: {
    suggestions: { type: 'array', maxItems: 5, items: string, description: 'Slugs of close matches, possibly none.' },
  },
} as const;

function successEnvelope<D extends object, M extends object>(data: D, meta: M) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['success', 'data', 'meta'],
    properties: { success: { type: 'boolean', enum: [true] }, data, meta },
  } as const;
}

export const infoResponseSchema = successEnvelope(infoSchema, langMetaSchema);
export const listResponseSchema = successEnvelope({ type: 'array', items: functionBriefSchema } as const, listMetaSchema);
export const searchResponseSchema = successEnvelope({ type: 'array', items: functionBriefSchema } as const, searchMetaSchema);
export const functionResponseSchema = successEnvelope(functionSchema, langMetaSchema);
export const categoriesResponseSchema = successEnvelope({ type: 'array', items: categorySchema } as const, langMetaSchema);

export const errorResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'data', 'error'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    data: { type: 'object', nullable: true, enum: [null], description: 'Always null on failure.' },
    error: { type: 'string', description: 'One sentence a person can act on.' },
    meta: notFoundMetaSchema,
  },
} as const;

export const translationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['formula', 'from', 'to', 'functions', 'unknown'],
  properties: {
    formula: { type: 'string', description: 'The formula in the target locale; only the formula language changed.' },
    from: langSchema,
    to: langSchema,
    functions: {
      type: 'array',
      description: "The catalogue's functions the formula calls, in order of first appearance.",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'name', 'local'],
        properties: { slug: string, name: string, local: { type: 'string', description: 'The name in the target locale.' } },
      },
    },
    unknown: {
      type: 'array',
      description: 'Names called as functions that the catalogue does not know; kept as written.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'suggestions'],
        properties: { name: string, suggestions: { type: 'array', maxItems: 3, items: string, description: 'Slugs of close names.' } },
      },
    },
  },
} as const;

export const translateMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'from'],
  properties: { lang: langSchema, from: { ...langSchema, description: 'The formula locale the formula was read in: as given, or detected.' } },
} as const;

export const translateResponseSchema = successEnvelope(translationSchema, translateMetaSchema);
