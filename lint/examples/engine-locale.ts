/**
 * HyperFormula set up as German, French or Turkish Excel: its language pack with our catalogue's
 * function names (HyperFormula's own packs have mistakes, such as FORMELTEKST), our logical and
 * error values, and the locale's argument and decimal separators. HyperFormula accepts only `,` or
 * `;` between the columns of an array constant and `;` or `|` between rows, so with a decimal comma
 * an array is handed to it as `{1,5;2|3;4}`: the one rewrite between the reader's formula and the engine.
 */
import { HyperFormula, type ConfigParams } from 'hyperformula';
import enGB from 'hyperformula/i18n/languages/enGB';
import { SYNTAX, type FormulaLocale } from '../../shared/formula/locales.js';
import type { FunctionNames } from '../../shared/formula/names.js';
import { ERROR_VALUES, type ErrorValue } from '../../shared/formula/syntax.js';
import { tokenize } from '../../shared/formula/tokenize.js';

/** HyperFormula's error kinds, by Excel's English error value. */
const ENGINE_ERRORS: Partial<Record<ErrorValue, string>> = {
  '#DIV/0!': 'DIV_BY_ZERO',
  '#N/A': 'NA',
  '#NAME?': 'NAME',
  '#NUM!': 'NUM',
  '#REF!': 'REF',
  '#SPILL!': 'SPILL',
  '#VALUE!': 'VALUE',
};

/** Dates typed as text, as each Excel reads them (ISO everywhere). */
const DATE_FORMATS: Record<FormulaLocale, string[]> = {
  en: ['MM/DD/YYYY', 'MM/DD/YY', 'YYYY-MM-DD', 'YYYY/MM/DD'],
  de: ['DD.MM.YYYY', 'DD.MM.YY', 'YYYY-MM-DD'],
  fr: ['DD/MM/YYYY', 'DD/MM/YY', 'YYYY-MM-DD'],
  tr: ['DD.MM.YYYY', 'DD.MM.YY', 'YYYY-MM-DD'],
};

export function engineConfig(locale: FormulaLocale, names: FunctionNames): Partial<ConfigParams> {
  const common = {
    licenseKey: 'gpl-v3',
    useArrayArithmetic: true,
    smartRounding: false,
    dateFormats: DATE_FORMATS[locale],
    timeFormats: ['hh:mm', 'hh:mm:ss.sss'],
  };
  if (locale === 'en') return common;
  const code = `${locale}Catalogue`;
  if (!HyperFormula.getRegisteredLanguagesCodes().includes(code)) {
    const syntax = SYNTAX[locale];
    const ours = new Set(names.rows.map((row) => names.local(row, locale)));
    const functions = Object.fromEntries(
      Object.keys(enGB.functions).map((id) => {
        const row = names.byName(id);
        // A function the catalogue lacks (HyperFormula's own VARS, say) must not take a name a catalogue function has here.
        return [id, row ? names.local(row, locale) : ours.has(id) ? `${id}.ENGINE` : id];
      }),
    );
    functions.TRUE = syntax.true;
    functions.FALSE = syntax.false;
    const errors = { ...enGB.errors };
    for (const value of ERROR_VALUES) {
      const kind = ENGINE_ERRORS[value];
      if (kind) errors[kind as keyof typeof errors] = syntax.errors[value];
    }
    HyperFormula.registerLanguage(code, { ...enGB, langCode: code, functions, errors });
  }
  return {
    ...common,
    language: code,
    functionArgSeparator: ';',
    decimalSeparator: ',',
    thousandSeparator: ' ',
    arrayColumnSeparator: ';',
    arrayRowSeparator: '|',
  };
}

/** The reader's formula as the engine is set up to read it: arrays rewritten, TRUE and FALSE as the functions HyperFormula knows them as. */
export function engineFormula(formula: string, locale: FormulaLocale): string {
  const syntax = SYNTAX[locale];
  const tokenized = tokenize(formula, syntax);
  if (!tokenized.ok) return formula;
  return tokenized.tokens
    .map((t) => {
      if (t.kind === 'boolean') return `${t.text.toUpperCase() === syntax.true.toUpperCase() ? syntax.true : syntax.false}()`;
      if (locale === 'en') return t.text;
      if (t.kind === 'arrayColumn') return ';';
      if (t.kind === 'arrayRow') return '|';
      return t.text;
    })
    .join('');
}

/** An error value the engine shows in the locale, as Excel's English error value. */
export function englishError(value: string, locale: FormulaLocale): string {
  return ERROR_VALUES.find((e) => SYNTAX[locale].errors[e] === value) ?? value;
}
