import { SYNTAX } from '../../shared/formula/locales.js';
import { tokenize } from '../../shared/formula/tokenize.js';
import { codeSpans, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

const PROBLEMS = {
  quote: 'a quoted text is not closed',
  bracket: 'a bracket is not closed, or closed once too often',
  brace: "an array constant's brace is not closed",
  unexpected: 'an unexpected character',
};

/** Backticks come in pairs, and every code span reads as (part of) an English formula. */
export const codeSpansRule: FunctionRule = {
  id: 'code-spans',
  check(fn) {
    const problems = [];
    for (const { path, text } of proseOf(fn.source)) {
      if ((text.match(/`/g)?.length ?? 0) % 2 === 1) problems.push(problemAt(fn, path, 'a backtick is not closed: code spans are written `like this`'));
      for (const code of codeSpans(text)) {
        const tokenized = tokenize(code, SYNTAX.en);
        if (!tokenized.ok)
          problems.push(
            problemAt(fn, path, `the code span \`${code}\` cannot be read from character ${tokenized.position} on: ${PROBLEMS[tokenized.problem]}`),
          );
        else if (code.trim() === '') problems.push(problemAt(fn, path, 'an empty code span'));
      }
    }
    return problems;
  },
};
