import type { Catalogue, LoadedFunction, RuleContext } from '../catalogue.js';
import type { Problem } from '../problem.js';

/** A content rule no schema can say, about one function. Each rule is a module with its test beside it. */
export interface FunctionRule {
  id: string;
  check(fn: LoadedFunction, context: RuleContext): Problem[];
}

/** A rule about the catalogue as a whole (a slug defined twice, a category listed twice). */
export interface CatalogueRule {
  id: string;
  check(catalogue: Pick<Catalogue, 'functions' | 'categories'>, context: RuleContext): Problem[];
}

export function problemAt(fn: LoadedFunction, path: string, message: string, severity: Problem['severity'] = 'error'): Problem {
  return { file: fn.file, path, message, severity };
}
