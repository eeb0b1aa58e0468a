import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { codeSpansRule } from './code-spans.js';

describe('code-spans', () => {
  it('accepts the model files', () => {
    expect(ruleLines(codeSpansRule)).toEqual([]);
    expect(ruleLines(codeSpansRule, modelFunction('sum'))).toEqual([]);
  });
  it('names an unclosed backtick and a span that does not read as a formula', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.en = 'Use `SUM to add.';
      s.tips[1]!.de = 'Schreiben Sie `=SUM(A1:A3`.';
    });
    expect(ruleLines(codeSpansRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].en: a backtick is not closed: code spans are written `like this`',
      'content/functions/vlookup.yaml: tips[1].de: the code span `=SUM(A1:A3` cannot be read from character 5 on: a bracket is not closed, or closed once too often',
    ]);
  });
});
