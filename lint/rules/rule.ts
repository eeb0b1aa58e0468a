import type { LoadedFunction, RuleContext } from '../catalogue.js';
import type { Problem } from '../problem.js';

/** A content rule no schema can say. Each rule is its own module, tested with a broken fixture. */
export interface FunctionRule {
  id: string;
  check(fn: LoadedFunction, context: RuleContext): Problem[];
}

export function problemAt(fn: LoadedFunction, path: string, message: string, severity: Problem['severity'] = 'error'): Problem {
  return { file: fn.file, path, message, severity };
}
