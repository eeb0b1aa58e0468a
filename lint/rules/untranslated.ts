import { LOCALES } from '../../shared/locales.js';
import { localizedTexts } from './localized-texts.js';
import { problemAt, type FunctionRule } from './rule.js';

/**
 * True when a text holds nothing to translate: only function names, cell references,
 * formulas, numbers and punctuation.
 */
export function isOnlyNameOrFormula(text: string): boolean {
  const withoutFormulas = text
    .replace(/=\S.*$/s, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\b[A-Z][A-Z0-9._]*\b/g, '')
    .replace(/\$?[A-Z]{1,3}\$?[0-9]+/g, '');
  return !/\p{L}/u.test(withoutFormulas);
}

/** A translation identical to the English text was not translated, unless it is only a name or formula. */
export const untranslatedRule: FunctionRule = {
  id: 'untranslated',
  check(fn) {
    const problems = [];
    for (const [path, text] of localizedTexts(fn.source)) {
      const en = text.en?.trim();
      if (!en || isOnlyNameOrFormula(en)) continue;
      for (const locale of LOCALES) {
        if (locale !== 'en' && text[locale]?.trim() === en) {
          problems.push(problemAt(fn, `${path}.${locale}`, 'identical to the English text; translate it'));
        }
      }
    }
    return problems;
  },
};
