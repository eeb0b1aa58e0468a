/**
 * The one-time migration of the catalogue's prose to code spans (docs/content-guide.md, "Code inside
 * prose"): every formula, function call, function name, error value, logical value, cell reference,
 * array constant, argument name and signed number found in a text becomes a span in English form.
 * German, French and Turkish names and values in prose are written back in English inside the span,
 * so the generator writes them in the reader's form again, from one source.
 * Kept as a tool, not part of the build: it ran once; its decisions were then read by people.
 */
import { SYNTAX, type FormulaLocale } from '../../shared/formula/locales.js';
import type { FunctionNames } from '../../shared/formula/names.js';
import { ERROR_VALUES } from '../../shared/formula/syntax.js';
import { tokenize } from '../../shared/formula/tokenize.js';
import { translateFormula } from '../../shared/formula/translate.js';

export interface Knowledge {
  names: FunctionNames;
  /** Argument names of the whole catalogue written with underscores (`lookup_value`). */
  argumentNames: ReadonlySet<string>;
}

const LETTER = /[\p{L}\p{N}_]/u;
const CLOSERS = new Set([')', '}', ']']);
const OPENERS = new Set(['(', '{', '[']);
/** Characters a formula may hold outside quotes. */
const FORMULA_CHAR = /[\p{L}\p{N}_.$:!#%&*+\-/^<>=@,;'"(){}[\]…?\\ ]/u;
/** Trailing characters that end a sentence rather than a formula. */
const SENTENCE_END = /[.,;:،؛!?]+$/;
const MINUS = /\u2212/g;
/** Words that look like cells but name other things in this catalogue's prose: machines, quartiles, Bessel orders, a regex engine. */
const NOT_REFERENCES = new Set(['RE2', 'M1', 'M2', 'M3', 'Q1', 'Q2', 'Q3', 'Q4', 'I0', 'I1', 'I2', 'J0', 'J1', 'K0', 'K1', 'Y0', 'Y1', 'Z0']);

function formulaLocaleOfText(locale: string): FormulaLocale {
  return locale === 'de' || locale === 'fr' || locale === 'tr' ? locale : 'en';
}

/** The English form of a formula written in a text of `locale`: as written if it reads in English, else from that locale. */
function englishFormula(formula: string, locale: string, knowledge: Knowledge): string | null {
  const clean = formula.replace(MINUS, '-');
  const english = translateFormula(clean, 'en', 'en', knowledge.names);
  if (english.ok && english.value.unknown.length === 0) return clean;
  const local = formulaLocaleOfText(locale);
  if (local !== 'en') {
    const translated = translateFormula(clean, local, 'en', knowledge.names);
    if (translated.ok && translated.value.unknown.length === 0) return translated.value.formula;
  }
  // Unknown names (`MYFUNC(`) or a shortened formula (`VLOOKUP(…)`) still read as a formula: keep it as written.
  return english.ok ? clean : null;
}

/** The end of a formula or call starting at `start`: brackets balanced, quotes closed, sentence punctuation left out. */
function formulaEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') quoted = text[i + 1] === '"' ? (i++, true) : false;
      i++;
      continue;
    }
    if (c === '"') {
      quoted = true;
      i++;
      continue;
    }
    if (OPENERS.has(c)) depth++;
    else if (CLOSERS.has(c)) {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && c === ' ') {
      // Outside brackets a space ends the formula, unless an operator follows (`=A1 + B1`).
      const next = /^ +([&+*/^<>=-]+) */.exec(text.slice(i));
      if (next && /[\p{L}\p{N}$"(=-]/u.test(text[i + next[0].length] ?? '')) {
        i += next[0].length;
        continue;
      }
      break;
    } else if (!FORMULA_CHAR.test(c)) break;
    else if (depth === 0 && /[,;،؛]/.test(c) && /\s/.test(text[i + 1] ?? ' ')) break;
    i++;
  }
  if (quoted || depth !== 0) return -1;
  let end = i;
  while (end > start && SENTENCE_END.test(text.slice(start, end)) && !/[)}\]"]$/.test(text.slice(start, end))) end--;
  return end;
}

/** Arabic and Persian letters: their conjunctions and prepositions (و، ب، ل) attach to the next word, Latin code included. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

function isWordBoundary(text: string, at: number, next?: string): boolean {
  if (at < 0 || at >= text.length || !LETTER.test(text[at]!)) return true;
  return next !== undefined && ARABIC_SCRIPT.test(text[at]!) && /[A-Za-z_$=#{'-]/.test(next);
}

/** Span candidates at one position of a text: the code and where the text resumes, or null. */
function spanAt(text: string, i: number, locale: string, knowledge: Knowledge): { code: string; end: number } | null {
  const c = text[i]!;
  const previous = text[i - 1];
  const local = formulaLocaleOfText(locale);
  const syntax = SYNTAX[local];

  // A formula: `=` and then something a formula starts with.
  if (c === '=' && /[\p{L}_$'{("0-9-]/u.test(text[i + 1] ?? '') && isWordBoundary(text, i - 1, c)) {
    const end = formulaEnd(text, i + 1);
    if (end > i + 1) {
      const code = englishFormula(text.slice(i, end), locale, knowledge);
      if (code && tokenize(code, SYNTAX.en).ok) return { code, end };
    }
  }
  // An array constant.
  if (c === '{') {
    const close = text.indexOf('}', i);
    const body = close > i ? text.slice(i, close + 1) : '';
    // Prose has always written arrays in English notation, in every language.
    if (body && /^\{[-0-9.,;"\w\s#/!?]+\}$/u.test(body) && /[0-9]/.test(body)) return { code: body, end: close + 1 };
  }
  // An error value.
  if (c === '#') {
    for (const value of ERROR_VALUES) {
      for (const form of new Set([value, syntax.errors[value]])) {
        if (text.startsWith(form, i) && isWordBoundary(text, i + form.length)) return { code: value, end: i + form.length };
      }
    }
  }
  if (!isWordBoundary(text, i - 1, c)) return null;
  // Arithmetic leading into a known call, as in `0.5*LN((1+x)/(1-x))`: one span from the number on.
  const arithmetic = /^[0-9][0-9.]*\s?[*/^+-]\s?(?=[A-Z][A-Z0-9.]*\()/.exec(text.slice(i));
  if (arithmetic) {
    const name = /^[A-Z][A-Z0-9.]*/.exec(text.slice(i + arithmetic[0].length))![0];
    if (knowledge.names.find('en', name) || (local !== 'en' && knowledge.names.find(local, name))) {
      const end = formulaEnd(text, i);
      const code = end > i ? englishFormula(text.slice(i, end), locale, knowledge) : null;
      if (code && tokenize(code, SYNTAX.en).ok) return { code, end };
    }
  }
  // A negative number typed with its sign after it (`1-`), as right-to-left text made writers do.
  const reversed = /^([0-9]+(?:\.[0-9]+)?)-(?=[\s،.؛)»]|$)/.exec(text.slice(i));
  if (reversed && (locale === 'fa' || locale === 'ar') && (previous === undefined || /[\s(«]/.test(previous)))
    return { code: `-${reversed[1]}`, end: i + reversed[0].length };
  // A signed number: `-1`, `-0.5` (a minus sign or a hyphen before digits, not inside a word or a range like 1-2).
  const signed = /^[-\u2212][0-9]+(?:\.[0-9]+)?(?![\p{L}\p{N}])/u.exec(text.slice(i));
  if (signed && (previous === undefined || /[\s(«"“„'‚:،;؛/]/.test(previous) || ARABIC_SCRIPT.test(previous)))
    return { code: signed[0].replace(MINUS, '-'), end: i + signed[0].length };
  // A word: a function call or name, a logical value, an argument name, a reference.
  const wordMatch = /^(?:'[^']+'!|[\p{L}_][\p{L}\p{N}_]*!)?\$?[\p{L}_][\p{L}\p{N}_.$]*(?::\$?[A-Z]{1,3}\$?[0-9]*)?/u.exec(text.slice(i));
  if (!wordMatch) return null;
  let word = wordMatch[0];
  while (word.endsWith('.')) word = word.slice(0, -1);
  const end = i + word.length;
  if (!isWordBoundary(text, end) && text[end] !== '(') return null;
  const row = knowledge.names.find('en', word) ?? (local !== 'en' ? knowledge.names.find(local, word) : undefined);
  const upper = word === word.toLocaleUpperCase(local === 'tr' ? 'tr' : 'en');
  if (row && upper && text[end] === '(') {
    const callEnd = formulaEnd(text, i);
    if (callEnd > end) {
      const code = englishFormula(text.slice(i, callEnd), locale, knowledge);
      if (code && tokenize(code, SYNTAX.en).ok) return { code, end: callEnd };
    }
  }
  // A function's name alone, in capitals; one letter (N, T) only when it is called.
  if (row && upper && word.length > 1) return { code: row[1], end };
  if (upper && (word === syntax.true || word === syntax.false || word === 'TRUE' || word === 'FALSE')) {
    return { code: word === syntax.true || word === 'TRUE' ? 'TRUE' : 'FALSE', end };
  }
  if (knowledge.argumentNames.has(word)) return { code: word, end };
  // A cell or range reference, with its sheet: A1, $B$2, A1:C10, B:B, Sheet1!A1.
  const reference =
    /^(?:'[^']+'!|[\p{L}_][\p{L}\p{N}_]*!)?(?:\$?[A-Z]{1,3}\$?[0-9]{1,7}(?::\$?[A-Z]{1,3}\$?[0-9]{1,7})?|\$?[A-Z]{1,3}:\$?[A-Z]{1,3})(?![\p{L}\p{N}_])/u.exec(
      text.slice(i),
    );
  if (reference && !/^[A-Z]{1,3}$/.test(reference[0]) && !NOT_REFERENCES.has(reference[0])) return { code: reference[0], end: i + reference[0].length };
  return null;
}

/** The text with its code in spans. Idempotent: text already in spans is left alone. */
export function wrapCodeInProse(text: string, locale: string, knowledge: Knowledge): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    // Text in quotes in prose is a value the reader types or sees, not code: copied as it is.
    if (text[i] === '"' && text[i - 1] !== '=') {
      const close = text.indexOf('"', i + 1);
      if (close > i) {
        out += text.slice(i, close + 1);
        i = close + 1;
        continue;
      }
    }
    if (text[i] === '`') {
      const close = text.indexOf('`', i + 1);
      if (close < 0) break;
      out += text.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    const span = spanAt(text, i, locale, knowledge);
    if (span) {
      out += `\`${span.code}\``;
      i = span.end;
      continue;
    }
    out += text[i];
    i++;
  }
  out += text.slice(i);
  return tidy(out);
}

/** Marks the spans make redundant: direction marks around a span, and `X (X)` where prose named a function twice. */
function tidy(text: string): string {
  return text
    .replace(/[\u200e\u200f]*(`[^`]+`)[\u200e\u200f]*/g, '$1')
    .replace(/(`[^`]+`)\s*\((`[^`]+`)\)/g, (all, a: string, b: string) => (a === b ? a : all));
}
