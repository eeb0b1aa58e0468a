/**
 * The named response schemas: the OpenAPI document's components, the JSON Schema files in
 * dist/schemas/ and the generated .d.ts all list these, and tests validate answers with them.
 */
import * as api from './api.js';

export const COMPONENTS = {
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
  Translation: api.translationSchema,
  TranslateMeta: api.translateMetaSchema,
  TranslateResponse: api.translateResponseSchema,
  ErrorResponse: api.errorResponseSchema,
} as const satisfies Record<string, object>;

export type ComponentName = keyof typeof COMPONENTS;

/** The component schemas, each embedding the others by `#/components/schemas/Name`. */
export function componentSchemas(): Record<ComponentName, unknown> {
  return Object.fromEntries(Object.entries(COMPONENTS).map(([name, schema]) => [name, withRefs(schema, schema)])) as Record<ComponentName, unknown>;
}

function withRefs(schema: unknown, self?: object): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withRefs(s));
  if (schema === null || typeof schema !== 'object') return schema;
  for (const [name, component] of Object.entries(COMPONENTS)) {
    if (schema === component && schema !== self) return { $ref: `#/components/schemas/${name}` };
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withRefs(v)]));
}
