/**
 * The formula locale of each `lang` (docs/api.md, "Formulas in the reader's own spreadsheet"). German,
 * French and Turkish Excel translate function names, logical values and error values and use `;`
 * and the decimal comma; the Persian, Azerbaijani and Arabic interfaces keep English formulas. Each
 * fact below is as Microsoft's support pages in that language write it; the evidence is listed in
 * docs/formula-locales.md.
 */
import type { Locale } from '../locales.js';
import { ENGLISH_SYNTAX, type ErrorValue, type FormulaSyntax } from './syntax.js';

export const FORMULA_LOCALES = ['en', 'de', 'fr', 'tr'] as const;
export type FormulaLocale = (typeof FORMULA_LOCALES)[number];

const errors = (values: Partial<Record<ErrorValue, string>>): Record<ErrorValue, string> => ({ ...ENGLISH_SYNTAX.errors, ...values });

export const SYNTAX: Record<FormulaLocale, FormulaSyntax> = {
  en: ENGLISH_SYNTAX,
  de: {
    argumentSeparator: ';',
    decimal: ',',
    arrayColumn: '.',
    arrayRow: ';',
    true: 'WAHR',
    false: 'FALSCH',
    errors: errors({
      '#N/A': '#NV',
      '#VALUE!': '#WERT!',
      '#REF!': '#BEZUG!',
      '#NUM!': '#ZAHL!',
      '#SPILL!': '#ÜBERLAUF!',
      '#CALC!': '#KALK!',
      '#GETTING_DATA': '#DATEN_ABRUFEN',
    }),
  },
  fr: {
    argumentSeparator: ';',
    decimal: ',',
    arrayColumn: '.',
    arrayRow: ';',
    true: 'VRAI',
    false: 'FAUX',
    errors: errors({
      '#VALUE!': '#VALEUR!',
      '#NUM!': '#NOMBRE!',
      '#NAME?': '#NOM?',
      '#NULL!': '#NUL!',
      '#SPILL!': '#PROPAGATION!',
      '#GETTING_DATA': '#CHARGEMENT_DONNEES',
    }),
  },
  tr: {
    argumentSeparator: ';',
    decimal: ',',
    // Turkish Excel separates the columns of an array constant with ; and its rows with \ ({1;2;3\4;5;6}).
    arrayColumn: ';',
    arrayRow: '\\',
    true: 'DOĞRU',
    false: 'YANLIŞ',
    errors: errors({
      '#N/A': '#YOK',
      '#VALUE!': '#DEĞER!',
      '#REF!': '#BAŞV!',
      '#DIV/0!': '#SAYI/0!',
      '#NUM!': '#SAYI!',
      '#NAME?': '#AD?',
      '#NULL!': '#BOŞ!',
      '#SPILL!': '#TAŞMA!',
      '#CALC!': '#HESAPLA!',
      '#GETTING_DATA': '#VERİ_ALINIYOR',
    }),
  },
};

const FORMULA_LOCALE_OF: Record<Locale, FormulaLocale> = { fa: 'en', en: 'en', de: 'de', fr: 'fr', tr: 'tr', az: 'en', ar: 'en' };

export function formulaLocaleOf(lang: Locale): FormulaLocale {
  return FORMULA_LOCALE_OF[lang];
}
