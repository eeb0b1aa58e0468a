/**
 * Formulas from one formula locale into another. Only what the formula language defines changes:
 * function names, TRUE and FALSE, error values, and the argument, decimal and array separators.
 * Text in quotes, references, sheet and defined names, table references and whitespace are kept
 * character for character, so translating there and back gives the formula again.
 */
import { FORMULA_LOCALES, SYNTAX, type FormulaLocale } from './locales.js';
import type { FunctionNames, NameRow } from './names.js';
import { ERROR_VALUES, type ErrorValue, type FormulaSyntax } from './syntax.js';
import { tokenize, untokenize, type Token, type TokenizeProblem } from './tokenize.js';

/** Excel writes newer functions into files with this prefix; it is kept, and the name after it translated. */
const FUTURE_PREFIX = /^(_xlfn\.(?:_xlws\.)?)/i;

export interface Translation {
  formula: string;
  /** The catalogue's functions the formula calls, in order of first appearance. */
  functions: { slug: string; name: string; local: string }[];
  /** Names called as functions that the catalogue does not know, kept as written. */
  unknown: { name: string; suggestions: string[] }[];
}

export type TranslationResult = { ok: true; value: Translation } | { ok: false; position: number; problem: TokenizeProblem };

function errorKey(syntax: FormulaSyntax, text: string): ErrorValue | undefined {
  return ERROR_VALUES.find((e) => syntax.errors[e].toUpperCase() === text.toUpperCase());
}

export function translateFormula(
  formula: string,
  from: FormulaLocale,
  to: FormulaLocale,
  names: FunctionNames,
  /** Local forms of bare names (a function's argument names written as placeholders in prose). */
  localNames: ReadonlyMap<string, string> = new Map(),
): TranslationResult {
  const source = SYNTAX[from];
  const target = SYNTAX[to];
  const tokenized = tokenize(formula, source);
  if (!tokenized.ok) return tokenized;
  const functions = new Map<string, Translation['functions'][number]>();
  const unknown = new Map<string, Translation['unknown'][number]>();

  // `_xlfn.CONCAT` is what an Excel without the function shows, in every language: the name after
  // the prefix is English and stays so, since that Excel has no local name for it.
  const renameFunction = (text: string): string => {
    const prefix = FUTURE_PREFIX.exec(text)?.[1] ?? '';
    const bare = text.slice(prefix.length);
    const nameLocale = prefix ? 'en' : from;
    const row = names.find(nameLocale, bare);
    if (!row) {
      if (!unknown.has(bare)) unknown.set(bare, { name: bare, suggestions: names.suggest(nameLocale, bare) });
      return text;
    }
    const local = names.local(row, to);
    if (!functions.has(row[0])) functions.set(row[0], { slug: row[0], name: row[1], local });
    return prefix ? text : local;
  };

  const translated: Token[] = tokenized.tokens.map((token) => {
    const text = ((): string => {
      switch (token.kind) {
        case 'function':
          return renameFunction(token.text);
        case 'boolean':
          return token.text.toUpperCase() === source.true.toUpperCase() ? target.true : target.false;
        case 'error': {
          const key = errorKey(source, token.text);
          return key ? target.errors[key] : token.text;
        }
        case 'number':
          return token.text.replace(source.decimal, target.decimal);
        case 'separator':
          return target.argumentSeparator;
        case 'arrayColumn':
          return target.arrayColumn;
        case 'arrayRow':
          return target.arrayRow;
        case 'name':
          return localNames.get(token.text) ?? token.text;
        default:
          return token.text;
      }
    })();
    return { ...token, text };
  });
  return { ok: true, value: { formula: untokenize(translated), functions: [...functions.values()], unknown: [...unknown.values()] } };
}

/**
 * The formula locale a formula is written for, when the caller does not say: the one in which it
 * reads without error and calls the most known functions; separators and logical and error values
 * break ties; then English, German, French, Turkish, in that order.
 */
export function detectFormulaLocale(formula: string, names: FunctionNames): FormulaLocale {
  let best: FormulaLocale = 'en';
  let bestScore = -Infinity;
  for (const locale of FORMULA_LOCALES) {
    const syntax = SYNTAX[locale];
    const tokenized = tokenize(formula, syntax);
    if (!tokenized.ok) continue;
    let score = 0;
    let depth = 0;
    for (const token of tokenized.tokens) {
      if (token.kind === 'open') depth++;
      else if (token.kind === 'close') depth--;
      else if (token.kind === 'function') score += names.find(locale, token.text.replace(FUTURE_PREFIX, '')) ? 4 : -2;
      else if (token.kind === 'boolean' || (token.kind === 'error' && errorKey(syntax, token.text))) score += 1;
      // A separator outside any parentheses would be a union, which formulas almost never hold.
      else if (token.kind === 'separator') score += depth > 0 ? 0.5 : -2;
      else if (token.kind === 'arrayColumn' || token.kind === 'arrayRow') score += 0.5;
      else if (token.kind === 'other') score -= 3;
    }
    if (score > bestScore) {
      best = locale;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A code span of prose in the reader's form: a formula, a reference, a number, an array, or a
 * function's name alone (`VLOOKUP`, or `LOG10`, which also reads as a cell), which becomes its local name.
 * `argumentNames` gives the local form of the function's argument names a formula uses as
 * placeholders (`=SUMPRODUCT(values, weights)`), as its syntax line shows them.
 */
export function localizeCode(code: string, to: FormulaLocale, names: FunctionNames, argumentNames?: ReadonlyMap<string, string>): string {
  if (to === 'en') return code;
  const alone = names.find('en', code.trim());
  if (alone && /^[A-Za-z0-9_.]+$/.test(code.trim())) return code.replace(code.trim(), names.local(alone, to));
  const result = translateFormula(code, 'en', to, names, argumentNames);
  return result.ok ? result.value.formula : code;
}

const NUMBER = /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

/** An example's result as that Excel displays it: decimal mark, logical and error values, array separators; text and dates as written. */
export function localizeResult(result: string, to: FormulaLocale): string {
  if (to === 'en') return result;
  const target = SYNTAX[to];
  if (NUMBER.test(result)) return result.replace('.', target.decimal);
  if (result === 'TRUE') return target.true;
  if (result === 'FALSE') return target.false;
  const error = errorKey(SYNTAX.en, result);
  if (error) return target.errors[error];
  if (result.startsWith('{') && result.endsWith('}')) {
    const tokenized = tokenize(result, SYNTAX.en);
    if (!tokenized.ok) return result;
    return tokenized.tokens
      .map((t) => {
        if (t.kind === 'number') return t.text.replace('.', target.decimal);
        if (t.kind === 'arrayColumn') return target.arrayColumn;
        if (t.kind === 'arrayRow') return target.arrayRow;
        if (t.kind === 'boolean') return t.text.toUpperCase() === 'TRUE' ? target.true : target.false;
        if (t.kind === 'error') return target.errors[errorKey(SYNTAX.en, t.text) ?? '#N/A'];
        return t.text;
      })
      .join('');
  }
  return result;
}

/**
 * A syntax line in the reader's form: `VLOOKUP(lookup_value, table_array, …)` becomes
 * `SVERWEIS(Suchkriterium; Matrix; …)`, each argument by its local name where one is given.
 */
export function localizeSyntax(
  syntax: string,
  to: FormulaLocale,
  row: NameRow | undefined,
  names: FunctionNames,
  argumentNames: ReadonlyMap<string, string>,
): string {
  if (to === 'en') return syntax;
  const open = syntax.indexOf('(');
  const name = row ? names.local(row, to) : syntax.slice(0, open);
  const args = syntax
    .slice(open)
    .replace(/[A-Za-z_][A-Za-z0-9_]*/g, (arg) => argumentNames.get(arg) ?? arg)
    .replace(/,/g, SYNTAX[to].argumentSeparator);
  return `${name}${args}`;
}
