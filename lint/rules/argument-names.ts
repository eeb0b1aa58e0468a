import type { Locale } from '../../shared/locales.js';
import { outsideCode, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Argument names that are also the letters of mathematics, which prose may write bare (`alpha`, `x`). */
const MATH_LETTERS: ReadonlySet<string> = new Set(['alpha', 'beta', 'lambda', 'sigma']);

/**
 * Locales whose prose is checked for every argument name, with the words of the locale that are
 * spelled like one (French `date`, `type`, `par`; German `per`). English prose is left out: its
 * words are the names (`rate`, `settlement`). Turkish and Azerbaijani are not checked yet: a name
 * there carries a suffix that must agree with the name the reader sees, which a rule cannot write.
 */
const PLAIN_WORDS: Partial<Record<Locale, ReadonlySet<string>>> = {
  fa: new Set(),
  ar: new Set(),
  de: new Set(['per', 'start', 'index', 'format', 'data', 'text', 'base', 'top']),
  fr: new Set(
    ['type', 'date', 'dates', 'base', 'format', 'mode', 'multiple', 'source', 'index', 'angle', 'options', 'expression', 'argument']
      .concat(['coefficients', 'fraction', 'par', 'principal', 'position', 'section', 'table', 'places', 'occurrence', 'coupon'])
      .concat(['min', 'max', 'top', 'destination', 'distance', 'document', 'service']),
  ),
};

const SHORTEST_PLAIN_NAME = 3;

/**
 * An argument named as an argument belongs in a code span (docs/content-guide.md, "Code inside
 * prose"): the build shows it as the reader's Excel names it (`lookup_value` is `Suchkriterium` to
 * a German reader). Names no word can be, with an underscore or a digit (`number1`, `known_y's`),
 * are checked in every locale; other names (`settlement`) in the locales of PLAIN_WORDS. An Arabic
 * or Persian one-letter prefix (و, ب, ل, ف) may stand against the span.
 */
export const argumentNamesRule: FunctionRule = {
  id: 'argument-names',
  check(fn) {
    const patternOf = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}_'])(?:[وبلف])?${escape(name)}(?![\\p{L}\\p{N}_])`, 'u');
    const args = fn.source.args.map((arg) => ({ name: arg.name, pattern: patternOf(arg.name), unmistakable: /[_0-9]/.test(arg.name) }));
    const problems = [];
    for (const { path, locale, text } of proseOf(fn.source)) {
      const words = PLAIN_WORDS[locale];
      const prose = outsideCode(text).replace(/"[^"]*"/g, '\u2063');
      for (const { name, pattern, unmistakable } of args) {
        const checked = unmistakable || (words && name.length >= SHORTEST_PLAIN_NAME && !MATH_LETTERS.has(name) && !words.has(name));
        if (checked && pattern.test(prose)) problems.push(problemAt(fn, path, `the argument name ${name} is outside a code span: write \`${name}\``));
      }
    }
    return problems;
  },
};
