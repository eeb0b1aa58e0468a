import { outsideCode, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An argument named as an argument belongs in a code span (docs/content-guide.md, "Code inside
 * prose"): the build shows it as the reader's Excel names it (`lookup_value` is `Suchkriterium` to
 * a German reader). Only names no prose word can be, those with an underscore or a digit
 * (`number1`, `known_y's`), are checked: `value` or `rate` may be plain words of a sentence.
 * An Arabic or Persian one-letter prefix (و, ب, ل, ف) may stand against the span.
 */
export const argumentNamesRule: FunctionRule = {
  id: 'argument-names',
  check(fn) {
    const names = fn.source.args.map((arg) => arg.name).filter((name) => /[_0-9]/.test(name));
    if (names.length === 0) return [];
    const patterns = names.map((name) => ({ name, pattern: new RegExp(`(?<![\\p{L}\\p{N}_'])(?:[وبلف])?${escape(name)}(?![\\p{L}\\p{N}_])`, 'u') }));
    const problems = [];
    for (const { path, text } of proseOf(fn.source)) {
      const prose = outsideCode(text);
      for (const { name, pattern } of patterns)
        if (pattern.test(prose)) problems.push(problemAt(fn, path, `the argument name ${name} is outside a code span: write \`${name}\``));
    }
    return problems;
  },
};
