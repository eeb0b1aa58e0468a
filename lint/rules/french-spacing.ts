import { outsideCodeAndQuotes, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

const NO_BREAK = new Set(['\u00a0', '\u202f']);

/** Where a French text lacks the non-breaking space before `: ; ? !` or `%`, or null. */
export function frenchSpacingFault(prose: string): number | null {
  for (let k = 1; k < prose.length; k++) {
    const c = prose[k]!;
    if (!':;?!%'.includes(c)) continue;
    const before = prose[k - 1]!;
    const after = prose[k + 1] ?? '';
    if (NO_BREAK.has(before) || before === '\u2063') continue;
    // 14:30, 1:2 and http:// are no punctuation.
    if (c === ':' && ((/[0-9]/.test(before) && /[0-9]/.test(after)) || after === '/')) continue;
    if (/[\s\p{L}\p{N})»"'’]/u.test(before)) return k;
  }
  return null;
}

/** French typography: a non-breaking space before `: ; ? !` and `%`. */
export const frenchSpacingRule: FunctionRule = {
  id: 'french-spacing',
  check(fn) {
    const problems = [];
    for (const { path, locale, text } of proseOf(fn.source)) {
      if (locale !== 'fr') continue;
      const prose = outsideCodeAndQuotes(text);
      const at = frenchSpacingFault(prose);
      if (at !== null)
        problems.push(problemAt(fn, path, `French puts a non-breaking space before : ; ? ! and % ("${prose.slice(Math.max(0, at - 12), at + 2)}")`));
    }
    return problems;
  },
};
