/**
 * Function names in each formula locale, from the catalogue's `names` (the English name where an
 * Excel keeps it). The generator writes them to one small file the edge and the browser read.
 */
import { editDistance } from '../search/edit-distance.js';
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

  /**
   * Up to `limit` slugs of functions whose name in the locale or in English is close to `name`:
   * one or two edits away (one for short names), or starting with it. Separators do not count
   * (`f-dist-rt` is `F.DIST.RT`). Never a function that merely shares a word.
   */
  suggest(locales: FormulaLocale | readonly FormulaLocale[], name: string, limit = 3): string[] {
    const compact = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');
    const scored = new Map<string, number>();
    for (const locale of typeof locales === 'string' ? [locales] : locales) {
      const wanted = compact(upperName(name, locale));
      if (wanted.length < 2) continue;
      const maxEdits = wanted.length <= 4 ? 1 : 2;
      for (const row of this.rows) {
        for (const candidate of new Set([row[COLUMN[locale]], row[1]].map(compact))) {
          const distance =
            candidate.startsWith(wanted) && wanted.length >= 3 ? 0.5 + (candidate.length - wanted.length) / 100 : editDistance(wanted, candidate, maxEdits);
          if (distance <= maxEdits && distance < (scored.get(row[0]) ?? Infinity)) scored.set(row[0], distance);
        }
      }
    }
    return [...scored]
      .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([slug]) => slug);
  }
}
