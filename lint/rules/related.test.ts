import { describe, expect, it } from 'vitest';
import { modelContext, modelFunction, ruleLines } from '../testing/fixtures.js';
import { relatedRule } from './related.js';

describe('related', () => {
  it('never itself; a function not written yet is only a warning', () => {
    const fn = modelFunction('vlookup', (s) => (s.related = ['vlookup', 'xmatch', 'index']));
    expect(ruleLines(relatedRule, fn)).toEqual([
      'content/functions/vlookup.yaml: related[0]: a function is never related to itself',
      'content/functions/vlookup.yaml: related[1]: warning: xmatch is not written yet; it is left out of the API until it is',
    ]);
    expect(relatedRule.check(fn, modelContext).map((p) => p.severity)).toEqual(['error', 'warning']);
  });
});
