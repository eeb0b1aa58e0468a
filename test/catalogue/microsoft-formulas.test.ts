/**
 * Formulas as Microsoft's own support pages print them in English and in German, French or Turkish
 * Excel (the same example of the same article), translated both ways with the catalogue's names.
 * Where a page translated the words inside quotes or a sheet's name, those tokens are compared by
 * kind only; whitespace is never compared, since the pages space arguments as they please.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionNamesOf } from '../../lint/function-names.js';
import { loadContent } from '../../lint/load.js';
import { SYNTAX, type FormulaLocale } from '../../shared/formula/locales.js';
import type { FunctionNames } from '../../shared/formula/names.js';
import { tokenize, type Token } from '../../shared/formula/tokenize.js';
import { detectFormulaLocale, translateFormula } from '../../shared/formula/translate.js';
import { ROOT } from '../helpers/paths.js';

interface MicrosoftPair {
  lang: Exclude<FormulaLocale, 'en'>;
  en: string;
  local: string;
  enSource: string;
  localSource: string;
  /** The page translated quoted text or sheet names, so those are compared by kind only. */
  textTranslated?: boolean;
  /** The local page's formula needed a fix (e.g. English separators on a Turkish page); `note` says what it printed. */
  corrected: boolean;
  /** Not one page's example: written from the tokens this language's pages document (`note` says which), for what no example reached shows. */
  composed?: boolean;
  note: string;
}

const PAIRS = JSON.parse(readFileSync(resolve(ROOT, 'test/catalogue/microsoft-formulas.json'), 'utf8')) as MicrosoftPair[];

let names: FunctionNames;
beforeAll(async () => {
  const { catalogue } = await loadContent(resolve(ROOT, 'content'), 'structure');
  names = functionNamesOf(catalogue!);
});

function tokensOf(formula: string, locale: FormulaLocale): Token[] {
  const tokenized = tokenize(formula, SYNTAX[locale]);
  if (!tokenized.ok) throw new Error(`${formula} does not read as ${locale}: ${tokenized.problem} at ${tokenized.position}`);
  return tokenized.tokens.filter((t) => t.kind !== 'whitespace');
}

/** A formula as a comparable sequence of tokens; upper case for names, since Excel ignores their case. */
function comparable(formula: string, locale: FormulaLocale, textTranslated: boolean): string[] {
  return tokensOf(formula, locale).map((t) => {
    if (textTranslated && t.kind === 'string') return 'string:…';
    if (textTranslated && t.kind === 'reference' && t.text.includes('!')) return `reference:…!${t.text.slice(t.text.lastIndexOf('!') + 1)}`;
    return `${t.kind}:${t.kind === 'function' || t.kind === 'boolean' || t.kind === 'error' ? t.text.toUpperCase() : t.text}`;
  });
}

function translated(formula: string, from: FormulaLocale, to: FormulaLocale): string {
  const result = translateFormula(formula, from, to, names);
  if (!result.ok) throw new Error(`${formula}: ${result.problem} at ${result.position}`);
  expect(result.value.unknown, formula).toEqual([]);
  return result.value.formula;
}

describe("Microsoft's own localized examples", () => {
  it('hold at least 60 pairs printed on Microsoft pages across German, French and Turkish, each with both sources', () => {
    expect(PAIRS.filter((p) => !p.composed).length).toBeGreaterThanOrEqual(60);
    for (const lang of ['de', 'fr', 'tr']) expect(PAIRS.filter((p) => p.lang === lang).length).toBeGreaterThanOrEqual(15);
    for (const pair of PAIRS) {
      expect(pair.enSource).toMatch(/^https:\/\/support\.microsoft\.com\//);
      expect(pair.localSource).toMatch(/^https:\/\/support\.microsoft\.com\//);
    }
  });

  it('show decimals, logical and error values, array constants, nested calls, quoted separators and other sheets', () => {
    const seen = new Set<string>();
    for (const pair of PAIRS) {
      const tokens = tokensOf(pair.en, 'en');
      if (tokens.some((t) => t.kind === 'number' && t.text.includes('.'))) seen.add('decimal');
      if (tokens.some((t) => t.kind === 'boolean')) seen.add('boolean');
      if (tokens.some((t) => t.kind === 'error')) seen.add('error');
      if (tokens.some((t) => t.kind === 'arrayOpen')) seen.add('array');
      if (tokens.filter((t) => t.kind === 'function').length > 1) seen.add('nested');
      if (tokens.some((t) => t.kind === 'string' && /[,;]/.test(t.text))) seen.add('quoted separator');
      if (tokens.some((t) => t.kind === 'reference' && t.text.includes('!'))) seen.add('other sheet');
    }
    expect([...seen].sort()).toEqual(['array', 'boolean', 'decimal', 'error', 'nested', 'other sheet', 'quoted separator']);
  });

  it.each(PAIRS.map((p) => [p.lang, p.en, p.local, p] as const))('%s: %s is %s', (lang, en, local, pair) => {
    const textTranslated = pair.textTranslated ?? false;
    expect(comparable(translated(en, 'en', lang), lang, textTranslated)).toEqual(comparable(local, lang, textTranslated));
    expect(comparable(translated(local, lang, 'en'), 'en', textTranslated)).toEqual(comparable(en, 'en', textTranslated));
  });

  it("recognize each page's formula as written for its own Excel when it calls a function named differently there", () => {
    const wrong = PAIRS.filter((p) => tokensOf(p.local, p.lang).some((t) => t.kind === 'function' && !names.find('en', t.text)))
      .filter((p) => detectFormulaLocale(p.local, names) !== p.lang)
      .map((p) => `${p.local} (${p.lang}) read as ${detectFormulaLocale(p.local, names)}`);
    expect(wrong).toEqual([]);
  });
});
