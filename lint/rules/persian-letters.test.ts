import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { persianLettersRule } from './persian-letters.js';

describe('persian-letters', () => {
  it('accepts the model file', () => expect(ruleLines(persianLettersRule)).toEqual([]));
  it('rejects Arabic ي and ك in Persian text', () => {
    const fn = modelFunction('vlookup', (s) => (s.tips[1]!.fa = 'از XLOOKUP استفاده كنيد'));
    expect(ruleLines(persianLettersRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[1].fa: Persian text uses the Arabic letter ي or ك; write ی and ک',
    ]);
  });
});
