/**
 * The items of a function, defined once: an argument, an example, an error value. The content
 * writes each text in every locale; the API sends one locale's text. Each schema is built from
 * the text schema it holds, plus the fields only one side has.
 */
export const ERROR_CODES = ['#N/A', '#VALUE!', '#REF!', '#DIV/0!', '#NUM!', '#NAME?', '#NULL!', '#SPILL!', '#CALC!'] as const;
export const ARG_TYPES = ['number', 'text', 'logical', 'reference', 'array', 'any', 'function'] as const;
export const ARG_NAME_PATTERN = '^[a-z_][a-z0-9_]*$';

/** Cells an example reads: A1-style address to a number, text or logical value. */
export const cellsSchema = {
  type: 'object',
  description: 'The cells the formula reads, as an object from A1-style address to value.',
  additionalProperties: { anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'boolean' }] },
} as const;

type Extra = Record<string, object>;
type Names = readonly string[];

/** An object schema: its own fields, plus the fields only the content or only the API has. */
function item<const R extends Names, const P extends object, const X extends Extra, const XR extends Names>(
  required: R,
  properties: P,
  extra?: X,
  extraRequired?: XR,
) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...required, ...(extraRequired ?? ([] as unknown as XR))],
    properties: { ...properties, ...(extra ?? ({} as X)) },
  } as const;
}

export function argSchema<const Text extends object, const X extends Extra = Record<never, never>, const R extends Names = []>(
  text: Text,
  extra?: X,
  extraRequired?: R,
) {
  const properties = {
    name: { type: 'string', pattern: ARG_NAME_PATTERN, description: 'The argument as the English syntax names it.' },
    type: { type: 'string', enum: ARG_TYPES },
    required: { type: 'boolean' },
    desc: text,
  } as const;
  return item(['name', 'type', 'required', 'desc'], properties, extra, extraRequired);
}

export function exampleSchema<const Text extends object, const X extends Extra = Record<never, never>, const R extends Names = []>(
  text: Text,
  extra?: X,
  extraRequired?: R,
) {
  const properties = {
    title: text,
    code: { type: 'string', pattern: '^=', description: 'A formula in English-interface syntax.' },
    result: { type: 'string', minLength: 1, description: 'What the formula returns, as the spreadsheet shows it (quote it in YAML).' },
  } as const;
  return item(['title', 'code', 'result'], properties, extra, extraRequired);
}

export function funcErrorSchema<const Text extends object, const X extends Extra = Record<never, never>, const R extends Names = []>(
  text: Text,
  extra?: X,
  extraRequired?: R,
) {
  return item(['code', 'desc', 'fix'], { code: { type: 'string', enum: ERROR_CODES }, desc: text, fix: text } as const, extra, extraRequired);
}
