import { localizedTexts } from './localized-texts.js';
import { problemAt, type FunctionRule } from './rule.js';

/** Persian text uses Persian ی and ک, never the Arabic ي (U+064A) and ك (U+0643). */
export const persianLettersRule: FunctionRule = {
  id: 'persian-letters',
  check(fn) {
    const problems = [];
    for (const [path, text] of localizedTexts(fn.source)) {
      const fa = text.fa ?? '';
      if (/[\u064A\u0643]/.test(fa)) {
        problems.push(problemAt(fn, `${path}.fa`, 'Persian text uses the Arabic letter ي or ك; write ی and ک'));
      }
    }
    return problems;
  },
};
