import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { examplesRule } from './examples.js';

describe('examples', () => {
  it('accepts the model file', () => expect(ruleLines(examplesRule)).toEqual([]));
  it('every example calls the function', () => {
    const fn = modelFunction('vlookup', (s) => (s.examples[1]!.code = '=HLOOKUP(1, A1:B2, 2)'));
    expect(ruleLines(examplesRule, fn)).toEqual(['content/functions/vlookup.yaml: examples[1].code: the example does not call VLOOKUP(']);
  });
  it('a formula starts with = and has a result', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.examples[0]!.code = 'VLOOKUP(1, A1:B2, 2)';
      s.examples[2]!.result = ' ';
    });
    expect(ruleLines(examplesRule, fn)).toEqual([
      'content/functions/vlookup.yaml: examples[0].code: a formula starts with =',
      'content/functions/vlookup.yaml: examples[2].result: state what the formula returns',
    ]);
  });
});
