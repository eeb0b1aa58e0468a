import { FORMULA_LOCALES } from '../../shared/formula/locales.js';
import type { CatalogueRule } from './rule.js';

/**
 * In each language's Excel a name calls one function: two functions with the same German, French
 * or Turkish name would make formulas in that language ambiguous.
 */
export const uniqueLocalNamesRule: CatalogueRule = {
  id: 'unique-local-names',
  check({ functions }) {
    return FORMULA_LOCALES.filter((l) => l !== 'en').flatMap((locale) => {
      const first = new Map<string, string>();
      return functions.flatMap((fn) => {
        const local = fn.source.names[locale];
        const other = first.get(local);
        if (!other) return (first.set(local, fn.source.name), []);
        return [
          {
            file: fn.file,
            path: `names.${locale}`,
            message: `${local} is already the ${locale} name of ${other}; a name calls one function`,
            severity: 'error' as const,
          },
        ];
      });
    });
  },
};
