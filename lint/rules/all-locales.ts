import { LOCALES } from '../../shared/locales.js';
import { localTipTexts, sharedTexts } from './localized-texts.js';
import { problemAt, type FunctionRule } from './rule.js';

/** Every text field is written in all seven locales (local tips only in the locales they concern). */
export const allLocalesRule: FunctionRule = {
  id: 'all-locales',
  check(fn) {
    const problems = [];
    for (const [path, text] of sharedTexts(fn.source)) {
      for (const locale of LOCALES) {
        if (!text[locale]?.trim()) problems.push(problemAt(fn, `${path}.${locale}`, 'missing'));
      }
    }
    for (const [path, text] of localTipTexts(fn.source)) {
      for (const [locale, value] of Object.entries(text)) {
        if (!value?.trim()) problems.push(problemAt(fn, `${path}.${locale}`, 'empty'));
      }
    }
    return problems;
  },
};
