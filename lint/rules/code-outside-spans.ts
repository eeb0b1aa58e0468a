import { SYNTAX } from '../../shared/formula/locales.js';
import { ERROR_VALUES } from '../../shared/formula/syntax.js';
import { outsideCodeAndQuotes, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

const FORMULA = /(?<![\p{L}\p{N}_])=[\p{Lu}_][\p{Lu}\p{N}_.]*\(/u;
const WORD = /(?<![\p{L}\p{N}_.])[\p{Lu}_][\p{Lu}\p{N}_.]*[\p{Lu}\p{N}_](?![\p{L}\p{N}_(])|(?<![\p{L}\p{N}_.])[\p{Lu}][\p{Lu}\p{N}_.]*\(/gu;
const SIGNED = /(?<=^|[\s(«"“„:،;؛/\u200e\u200f])[-\u2212][0-9]+(?:[.,][0-9]+)?(?![\p{L}\p{N}])/u;
/** A minus typed after the number (`1-`), which right-to-left text made look right. */
/** Two spans joined by an operator and no space (`A1`>`=50`): one formula cut into pieces. */
const SPLIT_FORMULA = /`(?:\$?[A-Z]{1,3}\$?[0-9]+(?::\$?[A-Z]{1,3}\$?[0-9]+)?|[^`\s]*\)|-?[0-9.]+)`(?:[-+*/&^<>=]+`[^`]+|`[-+*/&^<>=][^`]*)`/u;
/** A number cut at its decimal mark (`-3`,2): the span holds only the whole part. */
const CUT_NUMBER = /`-?[0-9]+`[.,][0-9]/u;
/** A formula span that took in what follows it: its result (`=ROUNDDOWN(-3.1, 1) -3`) or a second formula (`=COSH(-4) =COSH(4)`). */
const SWALLOWED_RESULT = /`=[^`]*\) (?:-?[0-9]+(?:[.,][0-9]+)?|=[^`]*)`/u;
/** A Turkish or Azerbaijani suffix inside a span (`LN(2*x)-ə`): the build would read it as part of the formula. */
const SUFFIX_INSIDE = /`[^`\s]*\)-\p{Ll}{1,4}`/u;
const REVERSED_SIGN = /(?<=^|[\s(«])[0-9]+(?:\.[0-9]+)?-(?=[\s،.؛)»]|$)/u;

/**
 * Formulas, function names, error and logical values and signed numbers belong in code spans, in
 * English form (docs/content-guide.md, "Code inside prose"): outside a span, a German, French or
 * Turkish reader would get them in the wrong language, and right-to-left text would scramble them.
 */
export const codeOutsideSpansRule: FunctionRule = {
  id: 'code-outside-spans',
  check(fn, { names }) {
    const problems = [];
    for (const { path, locale, text } of proseOf(fn.source)) {
      const prose = outsideCodeAndQuotes(text);
      const formulaLocale = locale === 'de' || locale === 'fr' || locale === 'tr' ? locale : 'en';
      const syntax = SYNTAX[formulaLocale];
      const formula = FORMULA.exec(prose);
      if (formula)
        problems.push(
          problemAt(fn, path, `a formula outside a code span at "${prose.slice(formula.index, formula.index + 24)}": write it \`=…\` in English form`),
        );
      const split = SPLIT_FORMULA.exec(text);
      if (split) problems.push(problemAt(fn, path, `${split[0]} is one formula cut into several code spans: write it as one span`));
      const cut = CUT_NUMBER.exec(text);
      if (cut) problems.push(problemAt(fn, path, `${cut[0]}… is one number cut at its decimal mark: write it whole in a span, with a point`));
      const swallowed = SWALLOWED_RESULT.exec(text);
      if (swallowed) problems.push(problemAt(fn, path, `${swallowed[0]} holds a formula and what follows it: close the span after the formula`));
      const suffix = SUFFIX_INSIDE.exec(text);
      if (suffix) problems.push(problemAt(fn, path, `${suffix[0]} holds a suffix: close the span before it (\`LN(x)\`-ə)`));
      const signed = SIGNED.exec(prose);
      if (signed) problems.push(problemAt(fn, path, `the signed number ${signed[0]} is outside a code span: write \`${signed[0].replace('\u2212', '-')}\``));
      const reversed = (locale === 'fa' || locale === 'ar') && REVERSED_SIGN.exec(prose);
      if (reversed)
        problems.push(
          problemAt(fn, path, `${reversed[0]} is a negative number typed backwards for right-to-left text: write \`-${reversed[0].slice(0, -1)}\``),
        );
      for (const error of ERROR_VALUES) {
        for (const form of new Set([error, syntax.errors[error]])) {
          if (prose.includes(form)) problems.push(problemAt(fn, path, `the error value ${form} is outside a code span: write \`${error}\``));
        }
      }
      for (const match of prose.matchAll(WORD)) {
        const word = match[0].replace(/\($/, '');
        const row = names.find('en', word) ?? (formulaLocale === 'en' ? undefined : names.find(formulaLocale, word));
        const called = match[0].endsWith('(');
        if (row && (word.length > 1 || called)) problems.push(problemAt(fn, path, `${word} is a function name outside a code span: write \`${row[1]}\``));
        else if (word === syntax.true || word === syntax.false || word === 'TRUE' || word === 'FALSE') {
          problems.push(problemAt(fn, path, `${word} outside a code span: write \`${word === syntax.true || word === 'TRUE' ? 'TRUE' : 'FALSE'}\``));
        }
      }
    }
    return problems;
  },
};
