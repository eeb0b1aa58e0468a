/**
 * A tokenizer for Excel formulas in any formula locale. Every character of the input belongs to
 * exactly one token and whitespace is a token of its own, so joining the tokens' texts gives the
 * formula back unchanged: translation only ever replaces the texts of some tokens.
 */
import type { FormulaSyntax } from './syntax.js';

export type TokenKind =
  /** The leading `=` of a formula. */
  | 'equals'
  | 'whitespace'
  /** `"text"`, doubled quotes inside. */
  | 'string'
  | 'number'
  | 'boolean'
  | 'error'
  /** A function's name; the `(` that follows is its own token. */
  | 'function'
  | 'open'
  | 'close'
  /** The argument separator (also the union operator). */
  | 'separator'
  | 'arrayOpen'
  | 'arrayClose'
  | 'arrayColumn'
  | 'arrayRow'
  /** `+ - * / ^ & = <> < > <= >= % : @` and the spill `#` after a reference. */
  | 'operator'
  /** A cell or range reference, a whole column or row, with its sheet or workbook if it has one. */
  | 'reference'
  /** A structured (table) reference: `Sales[Amount]`, `[@Price]`, `Table1[[#Headers],[Year]]`. */
  | 'table'
  /** A defined name, a LET or LAMBDA variable, or a bare word. */
  | 'name'
  /** A character no rule reads; kept as written. */
  | 'other';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offset in the formula, 0-based. */
  start: number;
}

export type TokenizeProblem = 'quote' | 'bracket' | 'brace' | 'unexpected';
export type Tokenized = { ok: true; tokens: Token[] } | { ok: false; position: number; problem: TokenizeProblem };

const CELL = /^\$?[A-Za-z]{1,3}\$?[0-9]{1,7}$/;
const COLUMN = /^\$?[A-Za-z]{1,3}$/;
const ROW = /^\$?[0-9]{1,7}$/;
/** Letters of any script, digits, `_`, `.`, `\` and `$`: names such as `ANA_PARA_ÖDEMESİ`, `_xlfn.XLOOKUP`, `$A$1`. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_.\\$]/u;
const DIGIT = /[0-9]/;

/** The end of a bracketed group starting at `start` (`[`), nested brackets and `'` escapes honoured; -1 if unclosed. */
function closingBracket(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "'" && depth > 0) {
      i++; // a quote escapes the next character inside table references
      continue;
    }
    if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}

/** The end of a word; `stops` end it early (inside an array constant, its separators). */
function readWord(text: string, start: number, stops = ''): number {
  let end = start;
  while (end < text.length && !stops.includes(text[end]!) && WORD_CHAR.test(text[end]!)) end++;
  return end;
}

/** After `start` (just past a sheet's `!` or at a reference), the end of `A1`, `A1:B2`, `A:A`, `1:1`. */
function readRangeAfter(text: string, start: number): number {
  let end = readWord(text, start);
  const first = text.slice(start, end);
  if (!(CELL.test(first) || COLUMN.test(first) || ROW.test(first))) return end;
  if (text[end] === ':') {
    const secondEnd = readWord(text, end + 1);
    const second = text.slice(end + 1, secondEnd);
    if (CELL.test(second) || COLUMN.test(second) || ROW.test(second)) end = secondEnd;
  }
  return end;
}

export function tokenize(formula: string, syntax: FormulaSyntax): Tokenized {
  const tokens: Token[] = [];
  const errorTexts = Object.values(syntax.errors).sort((a, b) => b.length - a.length);
  const push = (kind: TokenKind, start: number, end: number) => tokens.push({ kind, text: formula.slice(start, end), start });
  const braces: number[] = [];
  const parens: number[] = [];
  let i = 0;
  if (formula.startsWith('=')) {
    push('equals', 0, 1);
    i = 1;
  }
  const previousSignificant = () => {
    for (let k = tokens.length - 1; k >= 0; k--) if (tokens[k]!.kind !== 'whitespace') return tokens[k]!;
    return undefined;
  };
  /** A number may start here: not straight after a word, a reference or a closing bracket. */
  const numberMayStart = () => {
    const last = tokens.at(-1);
    return !last || !['name', 'reference', 'function', 'number', 'boolean', 'table'].includes(last.kind);
  };

  while (i < formula.length) {
    const c = formula[i]!;
    const start = i;
    if (/\s/.test(c)) {
      while (i < formula.length && /\s/.test(formula[i]!)) i++;
      push('whitespace', start, i);
      continue;
    }
    if (c === '"') {
      i++;
      for (;;) {
        if (i >= formula.length) return { ok: false, position: start + 1, problem: 'quote' };
        if (formula[i] === '"') {
          if (formula[i + 1] === '"') i += 2;
          else break;
        } else i++;
      }
      i++;
      push('string', start, i);
      continue;
    }
    if (c === "'") {
      // A quoted sheet name: 'Sales 2024'!A1 ('' stands for one quote).
      i++;
      for (;;) {
        if (i >= formula.length) return { ok: false, position: start + 1, problem: 'quote' };
        if (formula[i] === "'") {
          if (formula[i + 1] === "'") i += 2;
          else break;
        } else i++;
      }
      i++;
      if (formula[i] === '!') i = readRangeAfter(formula, i + 1);
      push('reference', start, i);
      continue;
    }
    if (c === '[') {
      const end = closingBracket(formula, i);
      if (end < 0) return { ok: false, position: start + 1, problem: 'bracket' };
      i = end + 1;
      // [Book.xlsx]Sheet!A1 is an external reference; anything else is a table reference ([@Price]).
      const sheetEnd = readWord(formula, i);
      if (formula[sheetEnd] === '!') {
        i = readRangeAfter(formula, sheetEnd + 1);
        push('reference', start, i);
      } else push('table', start, i);
      continue;
    }
    if (c === '#') {
      const error = errorTexts.find((e) => formula.startsWith(e, i) || formula.slice(i, i + e.length).toUpperCase() === e.toUpperCase());
      if (error) {
        i += error.length;
        push('error', start, i);
      } else {
        i++;
        push(previousSignificant()?.kind === 'reference' || tokens.at(-1)?.kind === 'close' ? 'operator' : 'other', start, i);
      }
      continue;
    }
    if (c === '{') {
      braces.push(start);
      i++;
      push('arrayOpen', start, i);
      continue;
    }
    if (c === '}') {
      if (braces.pop() === undefined) return { ok: false, position: start + 1, problem: 'brace' };
      i++;
      push('arrayClose', start, i);
      continue;
    }
    if (c === '(') {
      parens.push(start);
      i++;
      push('open', start, i);
      continue;
    }
    if (c === ')') {
      if (parens.pop() === undefined) return { ok: false, position: start + 1, problem: 'bracket' };
      i++;
      push('close', start, i);
      continue;
    }
    const inArray = braces.length > 0;
    if (inArray && c === syntax.arrayColumn && !(c === syntax.decimal && DIGIT.test(formula[i + 1] ?? '') && tokens.at(-1)?.kind === 'number')) {
      i++;
      push('arrayColumn', start, i);
      continue;
    }
    if (inArray && c === syntax.arrayRow) {
      i++;
      push('arrayRow', start, i);
      continue;
    }
    // A number: digits, the locale's decimal mark, an exponent. `1:1` (a row range) is a reference.
    if ((DIGIT.test(c) || (c === syntax.decimal && DIGIT.test(formula[i + 1] ?? ''))) && numberMayStart()) {
      const rowRange = /^\$?[0-9]{1,7}:\$?[0-9]{1,7}(?![0-9A-Za-z])/.exec(formula.slice(i));
      if (rowRange && !inArray) {
        i += rowRange[0].length;
        push('reference', start, i);
        continue;
      }
      while (i < formula.length && DIGIT.test(formula[i]!)) i++;
      if (formula[i] === syntax.decimal && !(inArray && syntax.decimal === syntax.arrayColumn && !DIGIT.test(formula[i + 1] ?? ''))) {
        i++;
        while (i < formula.length && DIGIT.test(formula[i]!)) i++;
      }
      const exponent = /^[eE][+-]?[0-9]+/.exec(formula.slice(i));
      if (exponent) i += exponent[0].length;
      // Digits running into letters (`2024Q1`) are a name, not a number.
      if (i < formula.length && /[\p{L}_]/u.test(formula[i]!)) {
        i = readWord(formula, i);
        push('name', start, i);
      } else push('number', start, i);
      continue;
    }
    if (c === syntax.argumentSeparator && !inArray) {
      i++;
      push('separator', start, i);
      continue;
    }
    if (WORD_CHAR.test(c)) {
      i = readWord(formula, i, inArray ? syntax.arrayColumn + syntax.arrayRow : '');
      const word = formula.slice(start, i);
      if (formula[i] === '!') {
        i = readRangeAfter(formula, i + 1);
        push('reference', start, i);
      } else if (formula[i] === '(') {
        push('function', start, i);
      } else if (formula[i] === '[') {
        const end = closingBracket(formula, i);
        if (end < 0) return { ok: false, position: i + 1, problem: 'bracket' };
        i = end + 1;
        push('table', start, i);
      } else if (CELL.test(word) || ((COLUMN.test(word) || ROW.test(word)) && formula[i] === ':')) {
        i = readRangeAfter(formula, start);
        push('reference', start, i);
      } else if (word.toUpperCase() === syntax.true.toUpperCase() || word.toUpperCase() === syntax.false.toUpperCase()) {
        push('boolean', start, i);
      } else push('name', start, i);
      continue;
    }
    const twoChar = formula.slice(i, i + 2);
    if (twoChar === '<=' || twoChar === '>=' || twoChar === '<>') {
      i += 2;
      push('operator', start, i);
      continue;
    }
    if ('+-*/^&=<>%:@'.includes(c)) {
      i++;
      push('operator', start, i);
      continue;
    }
    i++;
    push('other', start, i);
  }
  if (braces.length > 0) return { ok: false, position: braces.at(-1)! + 1, problem: 'brace' };
  if (parens.length > 0) return { ok: false, position: parens.at(-1)! + 1, problem: 'bracket' };
  return { ok: true, tokens };
}

/** The formula again, from its tokens. */
export function untokenize(tokens: readonly Token[]): string {
  return tokens.map((t) => t.text).join('');
}
