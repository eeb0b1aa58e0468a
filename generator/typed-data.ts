/**
 * Typed data for people who use the API from code: each response schema as a JSON Schema file,
 * TypeScript declarations generated from the same schemas, and every function in full per locale.
 */
import { compile } from 'json-schema-to-typescript';
import { componentSchemas } from '../shared/schemas/components.js';

const REF = '#/components/schemas/';

/** OpenAPI 3.0's `nullable` as plain JSON Schema, and refs rewritten by `ref`. */
function toJsonSchema(schema: unknown, ref: (name: string) => string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, ref));
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? ref(v.slice(REF.length)) : toJsonSchema(v, ref)]),
  );
  if (nullable === true && typeof converted.type === 'string') converted.type = [converted.type, 'null'];
  return converted;
}

/** `schemas/<Name>.json` for every response object, referring to each other by file. */
export function schemaFiles(base: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, schema] of Object.entries(componentSchemas())) {
    const body = toJsonSchema(schema, (other) => `${other}.json`) as object;
    files.set(
      `schemas/${name}.json`,
      `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', $id: `${base}/schemas/${name}.json`, title: name, ...body }, null, 2)}\n`,
    );
  }
  return files;
}

/** `types/api.d.ts`: one declaration per response object, generated from the schemas. */
export async function typeDeclarations(): Promise<string> {
  const definitions = Object.fromEntries(
    Object.entries(componentSchemas()).map(([name, schema]) => [
      name,
      { title: name, ...(toJsonSchema(schema, (other) => `#/definitions/${other}`) as object) },
    ]),
  );
  const declarations = await compile(
    { title: 'SpreadsheetFunctionApi', type: 'object', definitions, additionalProperties: false } as never,
    'SpreadsheetFunctionApi',
    {
      bannerComment: '/** Response types of the Spreadsheet Function Reference API v1, generated from its JSON Schemas. */',
      unreachableDefinitions: true,
      additionalProperties: false,
      format: true,
    },
  );
  // The wrapper type exists only to carry the definitions.
  return declarations.replace(/export interface SpreadsheetFunctionApi \{\s*\}\n?/, '');
}
