/** Schema validation with ajv, every error as a plain sentence at its path. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { pointerToPath, type Problem } from './problem.js';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });

export function compileSchema<T>(schema: object): (file: string, value: unknown) => { value: T | null; problems: Problem[] } {
  const validate = ajv.compile(schema) as ValidateFunction<T>;
  return (file, value) => {
    if (validate(value)) return { value, problems: [] };
    const problems = dedupe(validate.errors ?? []).map((e) => toProblem(file, e));
    return { value: null, problems };
  };
}

/** anyOf/oneOf report each branch and then themselves; the branches say nothing more useful. */
function dedupe(errors: ErrorObject[]): ErrorObject[] {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === 'anyOf' || !anyOfPaths.has(e.instancePath));
}

function toProblem(file: string, e: ErrorObject): Problem {
  const at = pointerToPath(e.instancePath);
  const join = (key: string) => (at ? `${at}.${key}` : key);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { file, path: join(String(p.missingProperty)), message: 'missing', severity: 'error' };
    case 'additionalProperties':
      return { file, path: join(String(p.additionalProperty)), message: 'unknown key; remove it or correct its spelling', severity: 'error' };
    default:
      return { file, path: at, message: sentence(e, at), severity: 'error' };
  }
}

function sentence(e: ErrorObject, at: string): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      return /result$/.test(at) ? `must be text: quote the result in YAML, e.g. result: "2.6"` : `must be ${article(String(p.type))}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return p.pattern === '^=' ? 'a formula starts with =' : `does not have the expected form (${String(p.pattern)})`;
    case 'minItems':
      return `needs at least ${String(p.limit)} ${Number(p.limit) === 1 ? 'item' : 'items'}`;
    case 'minLength':
      return 'must not be empty';
    case 'minimum':
    case 'maximum':
      return `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}`;
    case 'uniqueItems':
      return `has a repeated item (items ${String(p.j)} and ${String(p.i)})`;
    case 'anyOf':
      return 'must be a number, a text or a logical value';
    case 'propertyNames':
      return `${String(p.propertyName)} is not an A1-style cell address`;
    default:
      return e.message ?? 'is not valid';
  }
}

function article(type: string): string {
  const words: Record<string, string> = {
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    object: 'a mapping',
    array: 'a list',
  };
  return words[type] ?? type;
}
