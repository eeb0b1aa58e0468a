import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { fileNameRule } from './file-name.js';

describe('file-name', () => {
  it('accepts the model file', () => expect(ruleLines(fileNameRule)).toEqual([]));
  it('the file must be named after the slug', () => {
    const fn = { ...modelFunction(), file: 'content/functions/vlookup2.yaml' };
    expect(ruleLines(fileNameRule, fn)).toEqual([
      'content/functions/vlookup2.yaml: name: the name VLOOKUP needs the file name vlookup.yaml, not vlookup2.yaml',
    ]);
  });
  it('underscores become hyphens in the slug', () => {
    const fn = modelFunction('vlookup', (s) => (s.name = 'ARRAY_CONSTRAIN'));
    expect(ruleLines(fileNameRule, fn)[0]).toContain('needs the file name array-constrain.yaml');
  });
});
