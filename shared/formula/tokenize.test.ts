import { describe, expect, it } from 'vitest';
import { SYNTAX } from './locales.js';
import { tokenize, untokenize, type TokenKind } from './tokenize.js';

const kinds = (formula: string, locale: keyof typeof SYNTAX = 'en') => {
  const result = tokenize(formula, SYNTAX[locale]);
  if (!result.ok) throw new Error(`${result.problem} at ${result.position}`);
  expect(untokenize(result.tokens)).toBe(formula);
  return result.tokens.filter((t) => t.kind !== 'whitespace').map((t) => `${t.kind}:${t.text}`);
};

describe('tokenize', () => {
  it('reads strings with doubled quotes, numbers with exponents and the leading =', () => {
    expect(kinds('="say ""hi"", ok"&1.5E-3')).toEqual(['equals:=', 'string:"say ""hi"", ok"', 'operator:&', 'number:1.5E-3']);
  });

  it('reads references: $, whole columns and rows, sheets quoted and unquoted, other workbooks', () => {
    expect(kinds("=SUM($A$1:B2, C:C, 3:5, Sheet1!A1, 'My ''Q1'' sheet'!B2:B9, [Budget.xlsx]Jan!$C$4)")).toEqual([
      'equals:=',
      'function:SUM',
      'open:(',
      'reference:$A$1:B2',
      'separator:,',
      'reference:C:C',
      'separator:,',
      'reference:3:5',
      'separator:,',
      'reference:Sheet1!A1',
      'separator:,',
      "reference:'My ''Q1'' sheet'!B2:B9",
      'separator:,',
      'reference:[Budget.xlsx]Jan!$C$4',
      'close:)',
    ]);
  });

  it('reads table references, the spill # and the @ operator', () => {
    expect(kinds('=SUM(Sales[Amount])+[@Price]*Table1[[#Headers],[Year]]+A2#-@B1:B3')).toEqual([
      'equals:=',
      'function:SUM',
      'open:(',
      'table:Sales[Amount]',
      'close:)',
      'operator:+',
      'table:[@Price]',
      'operator:*',
      'table:Table1[[#Headers],[Year]]',
      'operator:+',
      'reference:A2',
      'operator:#',
      'operator:-',
      'operator:@',
      'reference:B1:B3',
    ]);
  });

  it('reads array constants, booleans, error values and comparison operators', () => {
    expect(kinds('={1,2.5;TRUE,#N/A}<>#DIV/0!')).toEqual([
      'equals:=',
      'arrayOpen:{',
      'number:1',
      'arrayColumn:,',
      'number:2.5',
      'arrayRow:;',
      'boolean:TRUE',
      'arrayColumn:,',
      'error:#N/A',
      'arrayClose:}',
      'operator:<>',
      'error:#DIV/0!',
    ]);
  });

  it('reads a German formula with its separators, decimal comma and array constants', () => {
    expect(kinds('=SVERWEIS("B-20";A1:C3;3;FALSCH)+{1,5.2;3.4}*0,5', 'de')).toEqual([
      'equals:=',
      'function:SVERWEIS',
      'open:(',
      'string:"B-20"',
      'separator:;',
      'reference:A1:C3',
      'separator:;',
      'number:3',
      'separator:;',
      'boolean:FALSCH',
      'close:)',
      'operator:+',
      'arrayOpen:{',
      'number:1,5',
      'arrayColumn:.',
      'number:2',
      'arrayRow:;',
      'number:3',
      'arrayColumn:.',
      'number:4',
      'arrayClose:}',
      'operator:*',
      'number:0,5',
    ]);
  });

  it('reads names with dots, underscores, non-Latin letters and the _xlfn. prefix', () => {
    expect(kinds('=ANA_PARA_ÖDEMESİ(%5;10;-1000)+_xlfn.XLOOKUP(1;A:A;B:B)+F.DAĞ.SAĞ(1;2;3)', 'tr')).toEqual([
      'equals:=',
      'function:ANA_PARA_ÖDEMESİ',
      'open:(',
      'operator:%',
      'number:5',
      'separator:;',
      'number:10',
      'separator:;',
      'operator:-',
      'number:1000',
      'close:)',
      'operator:+',
      'function:_xlfn.XLOOKUP',
      'open:(',
      'number:1',
      'separator:;',
      'reference:A:A',
      'separator:;',
      'reference:B:B',
      'close:)',
      'operator:+',
      'function:F.DAĞ.SAĞ',
      'open:(',
      'number:1',
      'separator:;',
      'number:2',
      'separator:;',
      'number:3',
      'close:)',
    ]);
  });

  it('keeps whitespace exactly, including line breaks, and reads a formula without =', () => {
    const formula = 'IF( A1 >\n 0 ,\t"yes" , "no" )';
    const result = tokenize(formula, SYNTAX.en);
    expect(result.ok && untokenize(result.tokens)).toBe(formula);
    expect(result.ok && result.tokens.filter((t) => t.kind === 'whitespace').map((t) => t.text)).toEqual([' ', ' ', '\n ', ' ', '\t', ' ', ' ', ' ']);
  });

  it.each<[string, number, string]>([
    ['=CONCAT("a, b', 9, 'quote'],
    ['=SUM(A1:A3', 5, 'bracket'],
    ['=SUM(A1))', 9, 'bracket'],
    ['={1,2', 2, 'brace'],
    ["='Sheet 1!A1", 2, 'quote'],
  ])('says where %s cannot be read', (formula, position, problem) => {
    expect(tokenize(formula, SYNTAX.en)).toEqual({ ok: false, position, problem });
  });

  it('keeps unknown characters as they are', () => {
    const kindsOf = (tokenize('=A1 ~ B1', SYNTAX.en) as { tokens: { kind: TokenKind }[] }).tokens.map((t) => t.kind);
    expect(kindsOf).toContain('other');
  });
});
