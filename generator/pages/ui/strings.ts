/** Every word of the human-readable pages; each locale writes them in its own file beside this one. */
import type { ARG_TYPES } from '../../../shared/schemas/items.js';
import type { VERSIONS } from '../../../shared/schemas/content.js';

export type ArgType = (typeof ARG_TYPES)[number];
export type Version = (typeof VERSIONS)[number];

export interface UiStrings {
  siteName: string;
  tagline: string;
  languageName: string;
  categories: string;
  functionsCount: (n: number) => string;
  search: string;
  searchPlaceholder: string;
  searchNoResults: string;
  searchNeedsScript: string;
  /** The accessible name of the list of search results. */
  searchResults: string;
  /** Announced to screen readers when results change; `n` is their number. */
  searchResultCount: (n: number | string) => string;
  syntax: string;
  returns: string;
  arguments: string;
  argument: string;
  type: string;
  argumentTypes: Record<ArgType, string>;
  /** Column heading: whether an argument is required. */
  requirement: string;
  /** Column heading: what an argument means. */
  meaning: string;
  required: string;
  optional: string;
  examples: string;
  result: string;
  /** Caption of an example's sheet. */
  cells: string;
  /** Names the cell holding the formula in an example's sheet. */
  formulaCell: (address: string) => string;
  tips: string;
  errors: string;
  fix: string;
  related: string;
  localizedNames: string;
  availableIn: string;
  version: (version: Version) => string;
  volatile: string;
  dynamicArray: string;
  home: string;
  apiDocs: string;
  otherLanguages: string;
  copy: string;
  copied: string;
  /** Labels the English form of a formula shown under the reader's form. */
  englishForm: string;
  /** Said once on every page: how formulas are written for this locale's Excel. */
  formulaNote: string;
  popularFunctions: string;
  allFunctions: string;
  chooseLanguage: string;
  translateTitle: string;
  translateIntro: string;
  translateFormula: string;
  translateFrom: string;
  translateDetect: string;
  translateTo: string;
  translateButton: string;
  translateDetected: (language: string) => string;
  translateUnknown: string;
  translateUnreadable: (position: number | string) => string;
  translateNeedsScript: string;
  notFoundTitle: string;
  notFoundText: string;
}

/** `n` with the noun form the locale's plural rules ask for; `#` stands for the number. */
export function plural(lang: string, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): (n: number) => string {
  const rules = new Intl.PluralRules(lang);
  return (n) => (forms[rules.select(n)] ?? forms.other).replace('#', String(n));
}
