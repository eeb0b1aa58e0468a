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
});
