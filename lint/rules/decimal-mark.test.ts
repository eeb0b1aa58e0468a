import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { decimalMarkRule } from './decimal-mark.js';

describe('decimal-mark', () => {
  it('accepts the model files; fa, ar and code spans may hold a decimal point, and so may dates and thousands', () => {
    expect(ruleLines(decimalMarkRule)).toEqual([]);
    const ok = modelFunction('vlookup', (s) => {
      s.tips[0]!.fa = 'مقدار 0.25 درست است';
      s.tips[0]!.de = 'Der Wert `0.25` am 15.03.2024 unter 1.048.576 Zeilen';
    });
    expect(ruleLines(decimalMarkRule, ok)).toEqual([]);
  });
  it('refuses a decimal point in German, French, Turkish and Azerbaijani prose', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.de = 'Prüfgröße 18.307 bei 10 Freiheitsgraden';
      s.tips[0]!.az = 'nəticə 0.25 olur';
    });
    expect(ruleLines(decimalMarkRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].de: 18.307 has a decimal point: write 18,307, or put it in a code span if it is part of a formula',
      'content/functions/vlookup.yaml: tips[0].az: 0.25 has a decimal point: write 0,25, or put it in a code span if it is part of a formula',
    ]);
  });
  it("reads the tips of the reader's own setting too, at their own path", () => {
    const fn = modelFunction('vlookup', (s) => {
      s.localTips = [{ tr: 'Türkçe Excel 0.5 değerini metin sayar' }];
    });
    expect(ruleLines(decimalMarkRule, fn)).toEqual([
      'content/functions/vlookup.yaml: localTips[0].tr: 0.5 has a decimal point: write 0,5, or put it in a code span if it is part of a formula',
    ]);
  });
});
