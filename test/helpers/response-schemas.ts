/** Validates an answer's body against the response schema its operation declares (the OpenAPI document's schemas). */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { matchOperation } from '../../shared/api/operations.js';
import { COMPONENTS, type ComponentName } from '../../shared/schemas/components.js';

const ajv = new Ajv({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv) => void)(ajv);
const validators = new Map<ComponentName, ValidateFunction>();

function validator(name: ComponentName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) validators.set(name, (validate = ajv.compile(COMPONENTS[name])));
  return validate;
}

/** The schema a successful answer to this path must satisfy, or null when no operation is there. */
export function responseSchemaOf(pathname: string): ComponentName | null {
  return matchOperation(pathname)?.operation.response ?? null;
}

/** Problems with a body, or an empty list. */
export function schemaProblems(name: ComponentName, body: unknown): string[] {
  const validate = validator(name);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${name}${e.instancePath} ${e.message ?? ''}`);
}
