import { outsideCodeAndQuotes, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

/** Languages whose prose writes decimals with a comma (fa and ar may write the point). */
const COMMA_LOCALES = new Set(['de', 'fr', 'tr', 'az']);
const DECIMAL_POINT = /(?<![\p{L}\p{N}.,])[0-9]+\.[0-9]+(?![.,]?[0-9])/u;

/** In German, French, Turkish and Azerbaijani prose a plain number has a decimal comma; a number in a code span stays English. */
export const decimalMarkRule: FunctionRule = {
  id: 'decimal-mark',
  check(fn) {
    const problems = [];
    for (const { path, locale, text } of proseOf(fn.source)) {
      if (!COMMA_LOCALES.has(locale)) continue;
      const match = DECIMAL_POINT.exec(outsideCodeAndQuotes(text));
      if (match)
        problems.push(
          problemAt(fn, path, `${match[0]} has a decimal point: write ${match[0].replace('.', ',')}, or put it in a code span if it is part of a formula`),
        );
    }
    return problems;
  },
};
