import { LOCALES } from '../../shared/locales.js';
import { localizedTexts } from './localized-texts.js';
import { problemAt, type FunctionRule } from './rule.js';

/** Every text field is written in all seven locales. */
export const allLocalesRule: FunctionRule = {
  id: 'all-locales',
  check(fn) {
    const problems = [];
    for (const [path, text] of localizedTexts(fn.source)) {
      for (const locale of LOCALES) {
        if (!text[locale]?.trim()) problems.push(problemAt(fn, `${path}.${locale}`, 'missing'));
      }
    }
    return problems;
  },
};
