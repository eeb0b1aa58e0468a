/** The content as the build sees it, after loading and validation. */
import type { CategorySource, FunctionSource } from '../shared/types.js';

export interface LoadedFunction {
  /** Path relative to the project, e.g. `content/functions/vlookup.yaml`. */
  file: string;
  slug: string;
  source: FunctionSource;
}

export interface Catalogue {
  functions: LoadedFunction[];
  categories: CategorySource[];
  /** Page views by slug; a function without a row has 0. */
  views: Map<string, number>;
}

/** What a rule sees besides the function it checks. */
export interface RuleContext {
  slugs: ReadonlySet<string>;
  categories: ReadonlySet<string>;
}
