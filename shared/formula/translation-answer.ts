/** The body of a translate answer, for the edge and for the OpenAPI document's example alike. */
import { success, type SuccessBody } from '../envelope.js';
import type { Locale } from '../locales.js';
import type { TranslateQuery } from '../params.js';
import { fail, ok, type Result } from '../result.js';
import type { TranslateMeta, Translation } from '../types.js';
import { formulaLocaleOf, type FormulaLocale } from './locales.js';
import type { FunctionNames } from './names.js';
import { detectFormulaLocale, translateFormula } from './translate.js';

export function translationAnswer(query: TranslateQuery, names: FunctionNames): Result<SuccessBody<Translation, TranslateMeta>> {
  const from: Locale | FormulaLocale = query.from ?? detectFormulaLocale(query.formula, names);
  const result = translateFormula(query.formula, formulaLocaleOf(from), formulaLocaleOf(query.to), names);
  if (!result.ok) return fail({ kind: 'formulaUnreadable', position: result.position, problem: result.problem });
  return ok(success({ ...result.value, from, to: query.to }, { lang: query.lang, from }));
}
