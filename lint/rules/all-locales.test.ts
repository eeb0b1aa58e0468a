import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { allLocalesRule } from './all-locales.js';

describe('all-locales', () => {
  it('accepts the model file', () => expect(ruleLines(allLocalesRule)).toEqual([]));
  it('names a missing translation down to the locale', () => {
    const fn = modelFunction('vlookup', (s) => delete s.args[2]!.desc.de);
    expect(ruleLines(allLocalesRule, fn)).toEqual(['content/functions/vlookup.yaml: args[2].desc.de: missing']);
  });
  it("accepts a tip of the reader's own setting in only the locales it concerns, but not an empty one", () => {
    const fn = modelFunction('vlookup', (s) => {
      s.localTips = [{ de: 'Kriterien mit Dezimalkomma: `">2.5"` wird zu `">2,5"`' }, { fa: ' ' }];
    });
    expect(ruleLines(allLocalesRule, fn)).toEqual(['content/functions/vlookup.yaml: localTips[1].fa: empty']);
  });
});
