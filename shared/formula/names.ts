/**
 * Function names in each formula locale, from the catalogue's `names` (the English name where an
 * Excel keeps it). The generator writes them to one small file the edge and the browser read.
 */
import { closeNames, comparableNames } from '../search/suggest.js';
import type { FormulaLocale } from './locales.js';

/** One function: its slug, its English name and its name in each localized Excel. */
export type NameRow = readonly [slug: string, en: string, de: string, fr: string, tr: string];

const COLUMN: Record<FormulaLocale, 1 | 2 | 3 | 4> = { en: 1, de: 2, fr: 3, tr: 4 };

/** Upper case as that Excel writes names: Turkish `i` is `İ`. */
export function upperName(name: string, locale: FormulaLocale): string {
  return locale === 'tr' ? name.toLocaleUpperCase('tr') : name.toUpperCase();
}

export class FunctionNames {
  private readonly byLocalName = new Map<FormulaLocale, Map<string, NameRow>>();
  private readonly byEnglish = new Map<string, NameRow>();
  private readonly comparable = new Map<string, string[][]>();

  constructor(readonly rows: readonly NameRow[]) {
    for (const row of rows) this.byEnglish.set(row[1], row);
    for (const locale of Object.keys(COLUMN) as FormulaLocale[]) {
      const map = new Map<string, NameRow>();
      for (const row of rows) map.set(row[COLUMN[locale]], row);
      this.byLocalName.set(locale, map);
    }
  }

  /** The function a name calls in a locale, whatever its letter case, or undefined. */
  find(locale: FormulaLocale, name: string): NameRow | undefined {
    const names = this.byLocalName.get(locale)!;
    return names.get(upperName(name, locale)) ?? names.get(name.toUpperCase());
  }

  byName(english: string): NameRow | undefined {
    return this.byEnglish.get(english);
  }

  local(row: NameRow, locale: FormulaLocale): string {
    return row[COLUMN[locale]];
  }

  /** Up to `limit` slugs of functions whose name in these locales or in English is close to `name` (shared/search/suggest.ts). */
  suggest(locales: FormulaLocale | readonly FormulaLocale[], name: string, limit = 3): string[] {
    const wanted = typeof locales === 'string' ? [locales] : locales;
    const key = wanted.join(' ');
    let candidates = this.comparable.get(key);
    if (!candidates) {
      candidates = comparableNames(this.rows.map((row) => [row[1], ...wanted.map((locale) => row[COLUMN[locale]])]));
      this.comparable.set(key, candidates);
    }
    return closeNames(candidates, name, limit).map((i) => this.rows[i]![0]);
  }
}
