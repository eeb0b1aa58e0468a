/** The content as the generator sees it, after loading and checking. */
import type { Locale } from '../shared/locales.js';
import type { CategorySource, FunctionSource, GlossarySource } from '../shared/types.js';
import type { FunctionNames } from '../shared/formula/names.js';

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
  /** Each locale's glossary (content/glossary/<lang>.yaml), where there is one. */
  glossaries: ReadonlyMap<Locale, GlossarySource>;
}

/** What a rule sees besides what it checks. */
export interface RuleContext {
  slugs: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  /** Where the categories come from, for problems about them. */
  categoriesFile: string;
  /** Each locale's glossary (content/glossary/<lang>.yaml), where there is one. */
  glossaries: ReadonlyMap<Locale, GlossarySource>;
  /** Every function's name in each formula locale. */
  names: FunctionNames;
}
