import { LOCALES } from '../../shared/locales.js';
import { problemAt, type FunctionRule } from './rule.js';

/** A Compatibility function's title ends with the one tag its language's glossary gives (Microsoft's label); no other title does. */
export const compatibilityTagRule: FunctionRule = {
  id: 'compatibility-tag',
  check(fn, { glossaries }) {
    const problems = [];
    const compatibility = fn.source.category === 'compatibility';
    for (const locale of LOCALES) {
      const tag = glossaries.get(locale)?.compatibilityTag;
      const title = fn.source.title[locale];
      if (!tag || !title) continue;
      if (compatibility && !title.endsWith(` ${tag}`)) problems.push(problemAt(fn, `title.${locale}`, `a Compatibility function's title ends with ${tag}`));
      if (!compatibility && title.endsWith(tag)) problems.push(problemAt(fn, `title.${locale}`, `only Compatibility functions end their title with ${tag}`));
    }
    return problems;
  },
};
