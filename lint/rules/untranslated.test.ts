import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { isOnlyNameOrFormula, untranslatedRule } from './untranslated.js';

describe('untranslated', () => {
  it('flags a translation identical to English', () => {
    const fn = modelFunction('vlookup', (s) => (s.description.tr = s.description.en));
    expect(ruleLines(untranslatedRule, fn)).toEqual(['content/functions/vlookup.yaml: description.tr: identical to the English text; translate it']);
  });
  it('lets a text that is only a name or formula stay as it is', () => {
    expect(isOnlyNameOrFormula('=VLOOKUP(A2, $D$2:$F$9, 3, FALSE)')).toBe(true);
    expect(isOnlyNameOrFormula('XLOOKUP')).toBe(true);
    expect(isOnlyNameOrFormula('Look up a price')).toBe(false);
    const fn = modelFunction('vlookup', (s) => {
      s.examples[0]!.title.en = 'VLOOKUP';
      s.examples[0]!.title.de = 'VLOOKUP';
    });
    expect(ruleLines(untranslatedRule, fn)).toEqual([]);
  });
});
