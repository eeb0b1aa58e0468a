/** Validates an answer's body against the response schema of its operation (the OpenAPI document's schemas). */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import * as api from '../../shared/schemas/api.js';

const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);

const validators = {
  info: ajv.compile(api.infoResponseSchema),
  list: ajv.compile(api.listResponseSchema),
  search: ajv.compile(api.searchResponseSchema),
  function: ajv.compile(api.functionResponseSchema),
  categories: ajv.compile(api.categoriesResponseSchema),
  error: ajv.compile(api.errorResponseSchema),
};

/** The schema a successful answer to this path must satisfy. */
export function operationOf(pathname: string): keyof typeof validators | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/api/v1') return 'info';
  if (path === '/api/v1/functions') return 'list';
  if (path === '/api/v1/search') return 'search';
  if (path === '/api/v1/categories') return 'categories';
  if (path === '/api/v1/random' || path === '/api/v1/function' || /^\/api\/v1\/function\/[^/]+$/.test(path)) return 'function';
  return null;
}

/** Problems with a body, or an empty list. */
export function schemaProblems(kind: keyof typeof validators, body: unknown): string[] {
  const validate = validators[kind];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${kind}${e.instancePath} ${e.message ?? ''}`);
}
