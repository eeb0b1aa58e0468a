import { outsideCode, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

/** Nouns the catalogue counts, singular and plural: after 3 to 10 Arabic takes the plural, after 11 to 99 the singular. */
const NOUNS: [singular: string, plural: string][] = [
  ['دالة', 'دوال'],
  ['خلية', 'خلايا'],
  ['وسيطة', 'وسيطات'],
  ['قيمة', 'قيم'],
  ['عمود', 'أعمدة'],
  ['صف', 'صفوف'],
  ['رقم', 'أرقام'],
  ['يوم', 'أيام'],
  ['سنة', 'سنوات'],
  ['شهر', 'أشهر'],
];

/** Arabic number agreement after a written count (7 دوال, not 7 دالة; 12 دالة, not 12 دوال). */
export const arabicCountsRule: FunctionRule = {
  id: 'arabic-counts',
  check(fn) {
    const problems = [];
    for (const { path, locale, text } of proseOf(fn.source)) {
      if (locale !== 'ar') continue;
      for (const match of outsideCode(text).matchAll(/(?<![0-9.,])([0-9]{1,2}) (\p{L}+)/gu)) {
        const n = Number(match[1]);
        const noun = NOUNS.find(([singular, plural]) => match[2] === singular || match[2] === plural);
        if (!noun) continue;
        const wanted = n >= 3 && n <= 10 ? noun[1] : n >= 11 ? noun[0] : null;
        if (wanted && match[2] !== wanted) problems.push(problemAt(fn, path, `${match[0]}: after ${n} Arabic writes ${wanted}`));
      }
    }
    return problems;
  },
};
