import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problem.js';
import { modelContext, modelFunction } from '../testing/fixtures.js';
import { duplicateSlugsRule } from './duplicate-slugs.js';

describe('duplicate-slugs', () => {
  it('names the second file defining a slug and the first', () => {
    const functions = [modelFunction('sum'), { ...modelFunction('sum'), file: 'content/functions/summe.yaml' }, modelFunction('vlookup')];
    expect(duplicateSlugsRule.check({ functions, categories: [] }, modelContext).map(formatProblem)).toEqual([
      'content/functions/summe.yaml: name: SUM is already defined in content/functions/sum.yaml; a function has one file',
    ]);
  });
});
