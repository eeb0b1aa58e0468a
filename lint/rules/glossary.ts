import { outsideCode, proseOf } from './prose.js';
import { problemAt, type FunctionRule } from './rule.js';

/** One term for one concept in each language (content/glossary/<lang>.yaml): the variants a machine can tell are refused. */
export const glossaryRule: FunctionRule = {
  id: 'glossary',
  check(fn, { glossaries }) {
    const problems = [];
    for (const { path, locale, text } of proseOf(fn.source)) {
      const glossary = glossaries.get(locale);
      if (!glossary) continue;
      const prose = outsideCode(text);
      for (const term of glossary.terms) {
        if (!term.avoid || term.except?.includes(fn.slug)) continue;
        for (const pattern of term.avoid) {
          const match = new RegExp(pattern, 'u').exec(prose);
          if (match) problems.push(problemAt(fn, path, `write «${term.term}» (${term.concept}), not «${match[0]}» (content/glossary/${locale}.yaml)`));
        }
      }
    }
    return problems;
  },
};
