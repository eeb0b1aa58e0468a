/**
 * A catalogue text in the reader's form: each code span written as the reader's Excel writes it
 * (function names, separators, decimals, logical and error values, and this function's argument
 * names where the content gives them, alone or as placeholders inside a formula), isolated in right-to-left text.
 */
import { formulaLocaleOf } from '../shared/formula/locales.js';
import type { FunctionNames } from '../shared/formula/names.js';
import { localizeCode } from '../shared/formula/translate.js';
import type { Locale } from '../shared/locales.js';
import { renderCodeSpans } from '../shared/text/code-spans.js';

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['fa', 'ar']);

export function proseRenderer(lang: Locale, names: FunctionNames, argumentNames: ReadonlyMap<string, string> = new Map()): (text: string) => string {
  const formula = formulaLocaleOf(lang);
  const render = (code: string) => argumentNames.get(code) ?? localizeCode(code, formula, names, argumentNames);
  return (text) => renderCodeSpans(text, render, RIGHT_TO_LEFT.has(lang));
}
