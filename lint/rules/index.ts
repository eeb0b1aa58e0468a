/** Every content rule, in the order their problems are reported. Adding a rule is adding a line here. */
import { allLocalesRule } from './all-locales.js';
import { argumentNamesRule } from './argument-names.js';
import { arabicCountsRule } from './arabic-counts.js';
import { codeOutsideSpansRule } from './code-outside-spans.js';
import { codeSpansRule } from './code-spans.js';
import { compatibilityTagRule } from './compatibility-tag.js';
import { decimalMarkRule } from './decimal-mark.js';
import { frenchSpacingRule } from './french-spacing.js';
import { glossaryRule } from './glossary.js';
import { categoryExistsRule } from './category-exists.js';
import { duplicateCategoriesRule } from './duplicate-categories.js';
import { duplicateSlugsRule } from './duplicate-slugs.js';
import { examplesRule } from './examples.js';
import { fileNameRule } from './file-name.js';
import { persianLettersRule } from './persian-letters.js';
import { relatedRule } from './related.js';
import type { CatalogueRule, FunctionRule } from './rule.js';
import { syntaxArgsRule } from './syntax-args.js';
import { uniqueLocalNamesRule } from './unique-local-names.js';
import { untranslatedRule } from './untranslated.js';

/** What the output depends on: a function that breaks one of these cannot be built right. The build runs them. */
export const STRUCTURE_RULES: readonly FunctionRule[] = [
  fileNameRule,
  categoryExistsRule,
  syntaxArgsRule,
  examplesRule,
  relatedRule,
  allLocalesRule,
  codeSpansRule,
];

/** How the texts are written (docs/content-guide.md): `npm run check` and the tests run them; the build does not wait for them. */
export const EDITORIAL_RULES: readonly FunctionRule[] = [
  persianLettersRule,
  untranslatedRule,
  codeOutsideSpansRule,
  argumentNamesRule,
  decimalMarkRule,
  frenchSpacingRule,
  glossaryRule,
  compatibilityTagRule,
  arabicCountsRule,
];

export const FUNCTION_RULES: readonly FunctionRule[] = [...STRUCTURE_RULES, ...EDITORIAL_RULES];

export const CATALOGUE_RULES: readonly CatalogueRule[] = [duplicateSlugsRule, duplicateCategoriesRule, uniqueLocalNamesRule];
