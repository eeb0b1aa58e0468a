import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { glossaryRule } from './glossary.js';

describe('glossary', () => {
  it('accepts the model files', () => expect(ruleLines(glossaryRule)).toEqual([]));
  it('refuses a variant the glossary avoids, naming the term to write, but not inside code or in a line-break phrase', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.fa = 'آزمون کای‌دو برای هر سطر جدول؛ شکست سطر را نگه دارید';
      s.tips[0]!.ar = 'تُرجع مصفوفة ديناميكية';
    });
    expect(ruleLines(glossaryRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].fa: write «ردیف» (row of a sheet or table), not «سطر» (content/glossary/fa.yaml)',
      'content/functions/vlookup.yaml: tips[0].fa: write «خی‌دو» (chi-squared), not «کای‌دو» (content/glossary/fa.yaml)',
      'content/functions/vlookup.yaml: tips[0].ar: write «صفيف» (array), not «مصفوفة» (content/glossary/ar.yaml)',
    ]);
  });
  it('lets a function where the word is right keep it', () => {
    const fn = { ...modelFunction('vlookup', (s) => (s.tips[0]!.ar = 'تُرجع مصفوفة معكوسة')), slug: 'minverse' };
    expect(ruleLines(glossaryRule, fn)).toEqual([]);
  });
});
