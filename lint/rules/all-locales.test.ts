import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { allLocalesRule } from './all-locales.js';

describe('all-locales', () => {
  it('accepts the model file', () => expect(ruleLines(allLocalesRule)).toEqual([]));
  it('names a missing translation down to the locale', () => {
    const fn = modelFunction('vlookup', (s) => delete s.args[2]!.desc.de);
    expect(ruleLines(allLocalesRule, fn)).toEqual(['content/functions/vlookup.yaml: args[2].desc.de: missing']);
  });
});
