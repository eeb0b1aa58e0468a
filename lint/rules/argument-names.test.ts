import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { argumentNamesRule } from './argument-names.js';

describe('argument-names', () => {
  it('accepts the model files, whose argument names are all in spans, and plain words that are also argument names', () => {
    expect(ruleLines(argumentNamesRule)).toEqual([]);
  });

  it('refuses an argument name with an underscore written as a bare word, in any locale, with an Arabic prefix against it too', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.en = 'Set range_lookup to `FALSE`; the table_array must hold the key.';
      s.tips[0]!.ar = 'قارن lookup_value وtable_array قبل البحث.';
      s.tips[1]!.de = 'Mit `range_lookup` und einer Tabelle ist alles gut.';
    });
    expect(ruleLines(argumentNamesRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].en: the argument name table_array is outside a code span: write `table_array`',
      'content/functions/vlookup.yaml: tips[0].en: the argument name range_lookup is outside a code span: write `range_lookup`',
      'content/functions/vlookup.yaml: tips[0].ar: the argument name lookup_value is outside a code span: write `lookup_value`',
      'content/functions/vlookup.yaml: tips[0].ar: the argument name table_array is outside a code span: write `table_array`',
    ]);
  });

  it("refuses other argument names in Persian, Arabic, German and French prose, and leaves English prose, Turkish and the locale's own words alone", () => {
    const fn = modelFunction('vlookup', (s) => {
      s.args[0]!.name = 'settlement';
      s.args[1]!.name = 'date';
      s.args[2]!.name = 'alpha';
      s.tips[0]!.en = 'The settlement date comes first; alpha is a probability.';
      s.tips[0]!.de = 'Das settlement liegt vor `date`; alpha ist eine Wahrscheinlichkeit.';
      s.tips[0]!.fr = 'La date de règlement, `settlement`, précède la date.';
      s.tips[0]!.tr = 'settlement tarihi önce gelir.';
      s.tips[0]!.fa = 'تاریخ settlement پیش از date است.';
    });
    expect(ruleLines(argumentNamesRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].fa: the argument name settlement is outside a code span: write `settlement`',
      'content/functions/vlookup.yaml: tips[0].fa: the argument name date is outside a code span: write `date`',
      'content/functions/vlookup.yaml: tips[0].de: the argument name settlement is outside a code span: write `settlement`',
    ]);
  });
});
