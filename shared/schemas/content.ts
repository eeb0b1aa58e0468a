/**
 * JSON Schemas of the content sources (content/functions/*.yaml, content/categories.yaml).
 * They are the single source of truth: ajv validates with them, the TypeScript types are
 * derived from them (shared/types.ts), and `npm run schemas` writes them to content/schema/
 * for editors.
 */
import { LOCALES } from '../locales.js';
import { argSchema, cellsSchema, exampleSchema, funcErrorSchema } from './items.js';

export { ARG_TYPES, ERROR_CODES, cellsSchema } from './items.js';

export const SLUG_PATTERN = '^[a-z0-9][a-z0-9.-]*$';
export const FUNCTION_NAME_PATTERN = '^[A-Z][A-Z0-9._]*$';
export const CELL_ADDRESS_PATTERN = '^[A-Z]{1,3}[1-9][0-9]{0,6}$';

export const APPLICATIONS = ['excel', 'google-sheets', 'libreoffice'] as const;
export const VERSIONS = [
  'Excel 2007',
  'Excel 2010',
  'Excel 2013',
  'Excel 2016',
  'Excel 2019',
  'Excel 2021',
  'Excel 2024',
  'Microsoft 365',
  'Google Sheets',
  'LibreOffice',
] as const;

const localeProperties = Object.fromEntries(LOCALES.map((l) => [l, { type: 'string', minLength: 1 }])) as {
  [L in (typeof LOCALES)[number]]: { readonly type: 'string'; readonly minLength: 1 };
};

/**
 * A text in every locale. Only `fa` (the fallback) is required by the schema; a missing
 * locale is reported by the `all-locales` content rule, which names the exact field.
 */
export const localizedTextSchema = {
  type: 'object',
  description: 'The same text written natively in each locale.',
  properties: localeProperties,
  required: ['fa'],
  additionalProperties: false,
} as const;

/** A name in a localized Excel: letters of any script, digits, underscores and dots. */
const localName = { type: 'string', pattern: '^[\\p{L}\\p{N}_.]+$' } as const;

/** An argument's name in a localized Excel: also apostrophes, hyphens and slashes (tr `bilinen_y'ler`, fr `nb_jours_week-end`, `uni/bilatéral`). */
const localArgumentName = { type: 'string', pattern: "^[\\p{L}\\p{N}_.'/-]+$" } as const;

export const functionSourceSchema = {
  $id: 'https://spreadsheet-functions.dev/schema/function-source.json',
  title: 'Spreadsheet function (content source)',
  type: 'object',
  additionalProperties: false,
  required: [
    'name',
    'names',
    'category',
    'syntax',
    'version',
    'applications',
    'volatile',
    'dynamicArray',
    'popularity',
    'title',
    'description',
    'output',
    'args',
    'examples',
    'tips',
    'errors',
    'related',
  ],
  properties: {
    name: { type: 'string', pattern: FUNCTION_NAME_PATTERN, description: 'The name as Excel writes it in English, e.g. F.DIST.RT.' },
    names: {
      type: 'object',
      description: 'The name in German, French and Turkish Excel, as each shows it; the English name where that Excel keeps it.',
      required: ['de', 'fr', 'tr'],
      additionalProperties: false,
      properties: { de: localName, fr: localName, tr: localName },
    },
    category: { type: 'string', pattern: SLUG_PATTERN, description: 'A category slug from content/categories.yaml.' },
    syntax: { type: 'string', minLength: 3, description: 'English-interface syntax, optional arguments in brackets.' },
    version: { type: 'string', enum: VERSIONS },
    applications: { type: 'array', items: { type: 'string', enum: APPLICATIONS }, minItems: 1, uniqueItems: true },
    volatile: { type: 'boolean' },
    dynamicArray: { type: 'boolean' },
    popularity: { type: 'integer', minimum: 0, maximum: 100 },
    title: localizedTextSchema,
    description: localizedTextSchema,
    output: localizedTextSchema,
    args: {
      type: 'array',
      items: argSchema(localizedTextSchema, {
        names: {
          type: 'object',
          description: "The argument's name in German, French and Turkish Excel, as that language's syntax line writes it.",
          additionalProperties: false,
          properties: { de: localArgumentName, fr: localArgumentName, tr: localArgumentName },
        },
      }),
    },
    examples: {
      type: 'array',
      minItems: 2,
      items: exampleSchema(localizedTextSchema, { cells: { ...cellsSchema, propertyNames: { pattern: CELL_ADDRESS_PATTERN } } }),
    },
    tips: { type: 'array', minItems: 2, items: localizedTextSchema },
    localTips: {
      type: 'array',
      description:
        "Tips about a trap of the reader's own setting (Jalali dates, the decimal comma, the dotted i), written only in the locales they concern and shown only there, after the shared tips.",
      items: { type: 'object', properties: localeProperties, minProperties: 1, additionalProperties: false },
    },
    errors: { type: 'array', items: funcErrorSchema(localizedTextSchema) },
    related: { type: 'array', items: { type: 'string', pattern: SLUG_PATTERN }, uniqueItems: true },
    keywords: {
      type: 'object',
      description: 'Per locale, 3 to 8 short phrases people type for the task when they do not know the name.',
      additionalProperties: false,
      properties: Object.fromEntries(
        LOCALES.map((l) => [l, { type: 'array', minItems: 3, maxItems: 8, uniqueItems: true, items: { type: 'string', minLength: 2, maxLength: 60 } }]),
      ) as {
        [L in (typeof LOCALES)[number]]: {
          readonly type: 'array';
          readonly minItems: 3;
          readonly maxItems: 8;
          readonly uniqueItems: true;
          readonly items: { readonly type: 'string'; readonly minLength: 2; readonly maxLength: 60 };
        };
      },
    },
  },
} as const;

export const categoriesSourceSchema = {
  $id: 'https://spreadsheet-functions.dev/schema/categories-source.json',
  title: 'Function categories in editorial order (content source)',
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['slug', 'en', 'title', 'icon', 'color'],
    properties: {
      slug: { type: 'string', pattern: '^[a-z][a-z-]*$', not: { enum: ['all'] } },
      en: { type: 'string', minLength: 1 },
      title: localizedTextSchema,
      icon: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'A Lucide icon name.' },
      color: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
    },
  },
} as const;
