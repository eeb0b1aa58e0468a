import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { categoryExistsRule } from './category-exists.js';

describe('category-exists', () => {
  it('accepts the model file', () => expect(ruleLines(categoryExistsRule)).toEqual([]));
  it('names an unknown category with the allowed ones', () => {
    const fn = modelFunction('vlookup', (s) => (s.category = 'lookups'));
    expect(ruleLines(categoryExistsRule, fn)).toEqual([
      'content/functions/vlookup.yaml: category: unknown category lookups; use one of: lookup-and-reference, math-and-trigonometry',
    ]);
  });
});
