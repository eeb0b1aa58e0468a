import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { parseSyntax, syntaxArgsRule } from './syntax-args.js';

describe('syntax-args', () => {
  it('accepts the model files', () => {
    expect(ruleLines(syntaxArgsRule)).toEqual([]);
    expect(ruleLines(syntaxArgsRule, modelFunction('sum'))).toEqual([]);
  });
  it('the args must be the arguments of the syntax, in order', () => {
    const fn = modelFunction('vlookup', (s) => s.args.reverse());
    expect(ruleLines(syntaxArgsRule, fn)).toEqual([
      'content/functions/vlookup.yaml: args: the args (range_lookup, col_index_num, table_array, lookup_value) are not the arguments of the syntax in order (lookup_value, table_array, col_index_num, range_lookup)',
    ]);
  });
  it('an optional argument must be bracketed, and a bracketed one optional', () => {
    const fn = modelFunction('vlookup', (s) => (s.args[3]!.required = true));
    expect(ruleLines(syntaxArgsRule, fn)).toEqual([
      'content/functions/vlookup.yaml: args[3].required: range_lookup is bracketed (optional) in the syntax, so required must be false',
    ]);
  });
  it('the syntax must name the function', () => {
    const fn = modelFunction('vlookup', (s) => (s.syntax = 'HLOOKUP(lookup_value, table_array, col_index_num, [range_lookup])'));
    expect(ruleLines(syntaxArgsRule, fn)).toEqual(['content/functions/vlookup.yaml: syntax: the syntax starts with HLOOKUP but the name is VLOOKUP']);
  });
  it('parseSyntax reads optional groups and repeats', () => {
    expect(parseSyntax('IFS(logical_test1, value_if_true1, [logical_test2, value_if_true2], ...)')).toEqual({
      name: 'IFS',
      args: [
        { name: 'logical_test1', optional: false },
        { name: 'value_if_true1', optional: false },
        { name: 'logical_test2', optional: true },
        { name: 'value_if_true2', optional: true },
      ],
    });
    expect(parseSyntax('PI()')).toEqual({ name: 'PI', args: [] });
    expect(parseSyntax('SUM(number1, [number2')).toBeNull();
  });
});
