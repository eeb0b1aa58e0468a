import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMULA_LOCALES, SYNTAX, type FormulaLocale } from './locales.js';
import { FunctionNames, type NameRow } from './names.js';
import { tokenize } from './tokenize.js';
import { detectFormulaLocale, localizeCode, localizeResult, localizeSyntax, translateFormula } from './translate.js';

/** A few functions with their names as each Excel writes them. */
const ROWS: NameRow[] = [
  ['vlookup', 'VLOOKUP', 'SVERWEIS', 'RECHERCHEV', 'DÜŞEYARA'],
  ['ifna', 'IFNA', 'WENNNV', 'SI.NON.DISP', 'EĞERYOKSA'],
  ['sum', 'SUM', 'SUMME', 'SOMME', 'TOPLA'],
  ['if', 'IF', 'WENN', 'SI', 'EĞER'],
  ['round', 'ROUND', 'RUNDEN', 'ARRONDI', 'YUVARLA'],
  ['index', 'INDEX', 'INDEX', 'INDEX', 'İNDİS'],
  ['match', 'MATCH', 'VERGLEICH', 'EQUIV', 'KAÇINCI'],
  ['xlookup', 'XLOOKUP', 'XVERWEIS', 'RECHERCHEX', 'ÇAPRAZARA'],
  ['log10', 'LOG10', 'LOG10', 'LOG10', 'LOG10'],
  ['f.dist.rt', 'F.DIST.RT', 'F.VERT.RE', 'LOI.F.DROITE', 'F.DAĞ.SAĞK'],
  ['stdev.s', 'STDEV.S', 'STABW.S', 'ECARTYPE.STANDARD', 'STDSAPMA.S'],
];
const names = new FunctionNames(ROWS);
const translate = (formula: string, from: FormulaLocale, to: FormulaLocale) => {
  const result = translateFormula(formula, from, to, names);
  if (!result.ok) throw new Error(`${result.problem} at ${result.position}`);
  return result.value;
};

describe('translating a formula', () => {
  it('gives the German form of an English formula, and back', () => {
    const german = translate('=IFNA(VLOOKUP(A2,B:C,2,FALSE),"-")', 'en', 'de');
    expect(german.formula).toBe('=WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-")');
    expect(german.functions).toEqual([
      { slug: 'ifna', name: 'IFNA', local: 'WENNNV' },
      { slug: 'vlookup', name: 'VLOOKUP', local: 'SVERWEIS' },
    ]);
    expect(translate(german.formula, 'de', 'en').formula).toBe('=IFNA(VLOOKUP(A2,B:C,2,FALSE),"-")');
  });

  it('changes decimals, logical and error values and array separators, and nothing in quotes, references or whitespace', () => {
    const english = '=IF(ROUND(Sheet1!$A$1, 2) > 0.5, {1.5,2;3,4}, IFNA(#N/A, "a, b; c")) + \'Q1, 2024\'!B2';
    expect(translate(english, 'en', 'fr').formula).toBe('=SI(ARRONDI(Sheet1!$A$1; 2) > 0,5; {1,5.2;3.4}; SI.NON.DISP(#N/A; "a, b; c")) + \'Q1, 2024\'!B2');
    expect(translate(english, 'en', 'tr').formula).toBe('=EĞER(YUVARLA(Sheet1!$A$1; 2) > 0,5; {1,5;2\\3;4}; EĞERYOKSA(#YOK; "a, b; c")) + \'Q1, 2024\'!B2');
  });

  it('keeps a name with the _xlfn. prefix in English, as an Excel without the function shows it, and lists an unknown name with suggestions, kept as written', () => {
    expect(translate('=_xlfn.XLOOKUP(1,A:A,B:B)', 'en', 'de').formula).toBe('=_xlfn.XLOOKUP(1;A:A;B:B)');
    expect(translate('=_xlfn.XLOOKUP(1;A:A;B:B)', 'de', 'fr').formula).toBe('=_xlfn.XLOOKUP(1;A:A;B:B)');
    const result = translate('=VLOKUP(1,A:B,2)+MYFUNC(1)', 'en', 'de');
    expect(result.formula).toBe('=VLOKUP(1;A:B;2)+MYFUNC(1)');
    expect(result.unknown).toEqual([
      { name: 'VLOKUP', suggestions: ['vlookup', 'xlookup'] },
      { name: 'MYFUNC', suggestions: [] },
    ]);
  });

  it('reads localized names in any letter case, Turkish dotted İ included', () => {
    expect(translate('=düşeyara(1;a:b;2;yanlış)', 'tr', 'en').formula).toBe('=VLOOKUP(1,a:b,2,FALSE)');
    expect(translate('=indis(A1:B2;1;1)', 'tr', 'en').formula).toBe('=INDEX(A1:B2,1,1)');
  });

  it('says where a formula cannot be read', () => {
    expect(translateFormula('=SUMME(A1;"x', 'de', 'en', names)).toEqual({ ok: false, position: 11, problem: 'quote' });
  });
});

describe('detecting the formula locale', () => {
  it.each<[string, FormulaLocale]>([
    ['=WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-")', 'de'],
    ['=SI.NON.DISP(RECHERCHEV(A2;B:C;2;FAUX);"-")', 'fr'],
    ['=EĞERYOKSA(DÜŞEYARA(A2;B:C;2;YANLIŞ);"-")', 'tr'],
    ['=IFNA(VLOOKUP(A2,B:C,2,FALSE),"-")', 'en'],
    ['=SUM(A1:A3)', 'en'],
    ['=A1*0,5', 'de'],
    ['=ROUND(A1, 2)', 'en'],
  ])('%s is %s', (formula, locale) => {
    expect(detectFormulaLocale(formula, names)).toBe(locale);
  });
});

describe("code spans, results and syntax lines in the reader's form", () => {
  it('translates a function name alone, a formula, a number and an array; leaves references', () => {
    expect(localizeCode('VLOOKUP', 'de', names)).toBe('SVERWEIS');
    expect(localizeCode('LOG10', 'tr', names)).toBe('LOG10');
    expect(localizeCode('=SUM(A1:A3)', 'fr', names)).toBe('=SOMME(A1:A3)');
    expect(localizeCode('0.08', 'de', names)).toBe('0,08');
    expect(localizeCode('{1,2;3,4}', 'de', names)).toBe('{1.2;3.4}');
    expect(localizeCode('A1:B10', 'tr', names)).toBe('A1:B10');
    expect(localizeCode('-1', 'fr', names)).toBe('-1');
    expect(localizeCode('VLOOKUP', 'en', names)).toBe('VLOOKUP');
  });

  it("writes a function's argument names used as placeholders in a formula as the reader's Excel names them, and no other name", () => {
    const argumentNames = new Map([
      ['values', 'Werte'],
      ['weights', 'Gewichte'],
    ]);
    expect(localizeCode('=ROUND(values, 0)/SUM(weights)', 'de', names, argumentNames)).toBe('=RUNDEN(Werte; 0)/SUMME(Gewichte)');
    expect(localizeCode('=SUM(Sales)+values', 'de', names, argumentNames)).toBe('=SUMME(Sales)+Werte');
    expect(localizeCode('=SUM(values)', 'en', names, argumentNames)).toBe('=SUM(values)');
  });

  it('writes results as that Excel displays them', () => {
    expect(localizeResult('4.25', 'de')).toBe('4,25');
    expect(localizeResult('FALSE', 'de')).toBe('FALSCH');
    expect(localizeResult('#N/A', 'tr')).toBe('#YOK');
    expect(localizeResult('{1.5,"a,b";TRUE,#NUM!}', 'fr')).toBe('{1,5."a,b";VRAI.#NOMBRE!}');
    expect(localizeResult('North, East', 'de')).toBe('North, East');
    expect(localizeResult('2024-03-15', 'de')).toBe('2024-03-15');
  });

  it('writes a syntax line with the local name, argument names and separator', () => {
    const args = new Map([
      ['lookup_value', 'Suchkriterium'],
      ['table_array', 'Matrix'],
      ['col_index_num', 'Spaltenindex'],
      ['range_lookup', 'Bereich_Verweis'],
    ]);
    expect(localizeSyntax('VLOOKUP(lookup_value, table_array, col_index_num, [range_lookup])', 'de', names.byName('VLOOKUP'), names, args)).toBe(
      'SVERWEIS(Suchkriterium; Matrix; Spaltenindex; [Bereich_Verweis])',
    );
    expect(localizeSyntax('SUM(number1, [number2], ...)', 'tr', names.byName('SUM'), names, new Map())).toBe('TOPLA(number1; [number2]; ...)');
  });
});

/** English formulas from a small grammar: every token kind the translator treats, in any nesting. */
const english = (() => {
  const { expression } = fc.letrec<{ expression: string; atom: string; call: string; array: string }>((tie) => ({
    atom: fc.oneof(
      fc.constantFrom(
        'A1',
        '$B$2',
        'C:C',
        '3:5',
        'Sheet1!A1:B9',
        "'My sheet'!$C$3",
        'Sales[Amount]',
        '[@Price]',
        'A2#',
        'Tax_rate',
        'TRUE',
        'FALSE',
        '#N/A',
        '#DIV/0!',
        '#VALUE!',
      ),
      fc.double({ min: 0, max: 1e6, noNaN: true }).map((n) => String(Number(n.toFixed(3)))),
      fc.integer({ min: 0, max: 999 }).map(String),
      fc.string({ unit: fc.constantFrom('a', 'b', ',', ';', ' ', '""', 'é', 'ş', '(', ')', '{'), maxLength: 8 }).map((s) => `"${s}"`),
    ),
    array: fc
      .array(
        fc.array(fc.oneof(fc.integer({ min: -9, max: 99 }).map(String), fc.constantFrom('1.5', 'TRUE', '"x,y"', '#N/A')), { minLength: 1, maxLength: 3 }),
        { minLength: 1, maxLength: 3 },
      )
      .map((rows) => `{${rows.map((r) => r.join(',')).join(';')}}`),
    call: fc
      .tuple(fc.constantFrom(...ROWS.map((r) => r[1])), fc.array(tie('expression'), { minLength: 1, maxLength: 3 }), fc.constantFrom(',', ', ', ' , '))
      .map(([name, args, sep]) => `${name}(${args.join(sep)})`),
    expression: fc.oneof(
      { weight: 3, arbitrary: tie('atom') },
      { weight: 2, arbitrary: tie('call') },
      { weight: 1, arbitrary: tie('array') },
      {
        weight: 1,
        arbitrary: fc
          .tuple(tie('atom'), fc.constantFrom('+', '-', '*', '/', '^', '&', '=', '<>', '<=', ' > '), tie('expression'))
          .map(([a, op, b]) => `${a}${op}${b}`),
      },
    ),
  }));
  return expression.map((e) => `=${e}`);
})();

describe('round trips (property)', () => {
  it('English → every locale → English gives the formula back, character for character', () => {
    fc.assert(
      fc.property(english, fc.constantFrom(...FORMULA_LOCALES), (formula, locale) => {
        const there = translate(formula, 'en', locale).formula;
        expect(translate(there, locale, 'en').formula).toBe(formula);
      }),
      { numRuns: 2000 },
    );
  });

  it('strings, references and whitespace never change', () => {
    fc.assert(
      fc.property(english, fc.constantFrom<FormulaLocale>('de', 'fr', 'tr'), (formula, locale) => {
        const kept = (text: string, from: FormulaLocale) => {
          const result = tokenize(text, SYNTAX[from]);
          return result.ok ? result.tokens.filter((t) => ['string', 'reference', 'table', 'whitespace', 'name'].includes(t.kind)).map((t) => t.text) : null;
        };
        expect(kept(translate(formula, 'en', locale).formula, locale)).toEqual(kept(formula, 'en'));
      }),
      { numRuns: 1000 },
    );
  });
});
