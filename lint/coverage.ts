/**
 * What the catalogue passes still owe, per category and locale: functions without argument names
 * in German, French and Turkish, and without search keywords. Reported by `npm run check`; not an
 * error until a category's pass is done.
 */
import { LOCALES } from '../shared/locales.js';
import type { Catalogue } from './catalogue.js';

export interface CategoryCoverage {
  category: string;
  functions: number;
  /** Functions with an argument lacking its name in de, fr, tr. */
  missingArgumentNames: Record<'de' | 'fr' | 'tr', number>;
  /** Functions without keywords, per locale. */
  missingKeywords: Record<string, number>;
}

export function coverage(catalogue: Pick<Catalogue, 'functions' | 'categories'>): CategoryCoverage[] {
  return catalogue.categories.map(({ slug }) => {
    const functions = catalogue.functions.filter((f) => f.source.category === slug);
    const missingArgs = (l: 'de' | 'fr' | 'tr') => functions.filter((f) => f.source.args.some((a) => !a.names?.[l])).length;
    return {
      category: slug,
      functions: functions.length,
      missingArgumentNames: { de: missingArgs('de'), fr: missingArgs('fr'), tr: missingArgs('tr') },
      missingKeywords: Object.fromEntries(LOCALES.map((l) => [l, functions.filter((f) => !f.source.keywords?.[l]).length])),
    };
  });
}

export function formatCoverage(rows: readonly CategoryCoverage[]): string[] {
  const lines = [
    "coverage (functions still lacking; 0 everywhere when a category's pass is done):",
    '  category                 functions  argument names de/fr/tr  keywords fa/en/de/fr/tr/az/ar',
  ];
  for (const r of rows) {
    const args = `${r.missingArgumentNames.de}/${r.missingArgumentNames.fr}/${r.missingArgumentNames.tr}`;
    const keywords = LOCALES.map((l) => r.missingKeywords[l]).join('/');
    lines.push(`  ${r.category.padEnd(24)} ${String(r.functions).padStart(9)}  ${args.padStart(23)}  ${keywords.padStart(29)}`);
  }
  return lines;
}
