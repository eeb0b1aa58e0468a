import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problem.js';
import { modelContext, modelFunction } from '../testing/fixtures.js';
import { uniqueLocalNamesRule } from './unique-local-names.js';

describe('unique-local-names', () => {
  it('accepts the model files', () => {
    expect(uniqueLocalNamesRule.check({ functions: [modelFunction('sum'), modelFunction('vlookup')], categories: [] }, modelContext)).toEqual([]);
  });
  it('names a local name two functions share', () => {
    const clash = modelFunction('vlookup', (s) => (s.names.fr = 'SOMME'));
    expect(uniqueLocalNamesRule.check({ functions: [modelFunction('sum'), clash], categories: [] }, modelContext).map(formatProblem)).toEqual([
      'content/functions/vlookup.yaml: names.fr: SOMME is already the fr name of SUM; a name calls one function',
    ]);
  });
});
