import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { arabicCountsRule } from './arabic-counts.js';

describe('arabic-counts', () => {
  it('accepts the model files and correct agreement', () => {
    expect(ruleLines(arabicCountsRule)).toEqual([]);
    expect(
      ruleLines(
        arabicCountsRule,
        modelFunction('vlookup', (s) => (s.tips[0]!.ar = 'تُرجع 7 دوال و12 دالة في 3 أعمدة')),
      ),
    ).toEqual([]);
  });
  it('refuses the singular after 3 to 10 and the plural after 11 to 99', () => {
    const fn = modelFunction('vlookup', (s) => (s.tips[0]!.ar = 'تُرجع 7 دالة و12 دوال'));
    expect(ruleLines(arabicCountsRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].ar: 7 دالة: after 7 Arabic writes دوال',
      'content/functions/vlookup.yaml: tips[0].ar: 12 دوال: after 12 Arabic writes دالة',
    ]);
  });
});
