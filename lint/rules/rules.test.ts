import { describe, expect, it } from 'vitest';
import type { RuleContext } from '../catalogue.js';
import { formatProblem } from '../problem.js';
import { allLocalesRule } from './all-locales.js';
import { categoryExistsRule } from './category-exists.js';
import { examplesRule } from './examples.js';
import { fileNameRule } from './file-name.js';
import { FUNCTION_RULES } from './index.js';
import { persianLettersRule } from './persian-letters.js';
import { relatedRule } from './related.js';
import type { FunctionRule } from './rule.js';
import { parseSyntax, syntaxArgsRule } from './syntax-args.js';
import { isOnlyNameOrFormula, untranslatedRule } from './untranslated.js';
import { modelFunction } from '../../test/helpers/fixtures.js';

const context: RuleContext = {
  slugs: new Set(['vlookup', 'xlookup', 'hlookup', 'index', 'match', 'ifna', 'lookup', 'sum']),
  categories: new Set(['lookup-and-reference', 'math-and-trigonometry']),
};

function lines(rule: FunctionRule, fn = modelFunction()): string[] {
  return rule.check(fn, context).map(formatProblem);
}

describe('content rules on the model files', () => {
  it('find nothing wrong with VLOOKUP and SUM (beyond related functions not written yet)', () => {
    for (const slug of ['vlookup', 'sum']) {
      const fn = modelFunction(slug);
      const errors = FUNCTION_RULES.flatMap((r) => r.check(fn, context)).filter((p) => p.severity === 'error');
      expect(errors).toEqual([]);
    }
  });
});

describe('each rule catches its broken fixture', () => {
  it('file-name: the file must be named after the slug', () => {
    const fn = { ...modelFunction(), file: 'content/functions/vlookup2.yaml' };
    expect(lines(fileNameRule, fn)).toEqual([
      'content/functions/vlookup2.yaml: name: the name VLOOKUP needs the file name vlookup.yaml, not vlookup2.yaml',
    ]);
  });

  it('file-name: underscores become hyphens in the slug', () => {
    const fn = modelFunction('vlookup', (s) => (s.name = 'ARRAY_CONSTRAIN'));
    expect(lines(fileNameRule, fn)[0]).toContain('needs the file name array-constrain.yaml');
  });

  it('category-exists: an unknown category is named with the allowed ones', () => {
    const fn = modelFunction('vlookup', (s) => (s.category = 'lookups'));
    expect(lines(categoryExistsRule, fn)).toEqual([
      'content/functions/vlookup.yaml: category: unknown category lookups; use one of: lookup-and-reference, math-and-trigonometry',
    ]);
  });

  it('syntax-args: the args must be the arguments of the syntax, in order', () => {
    const fn = modelFunction('vlookup', (s) => s.args.reverse());
    expect(lines(syntaxArgsRule, fn)).toEqual([
      'content/functions/vlookup.yaml: args: the args (range_lookup, col_index_num, table_array, lookup_value) are not the arguments of the syntax in order (lookup_value, table_array, col_index_num, range_lookup)',
    ]);
  });

  it('syntax-args: an optional argument must be bracketed, and a bracketed one optional', () => {
    const fn = modelFunction('vlookup', (s) => (s.args[3]!.required = true));
    expect(lines(syntaxArgsRule, fn)).toEqual([
      'content/functions/vlookup.yaml: args[3].required: range_lookup is bracketed (optional) in the syntax, so required must be false',
    ]);
  });

  it('syntax-args: the syntax must name the function', () => {
    const fn = modelFunction('vlookup', (s) => (s.syntax = 'HLOOKUP(lookup_value, table_array, col_index_num, [range_lookup])'));
    expect(lines(syntaxArgsRule, fn)).toEqual(['content/functions/vlookup.yaml: syntax: the syntax starts with HLOOKUP but the name is VLOOKUP']);
  });

  it('examples: every example calls the function', () => {
    const fn = modelFunction('vlookup', (s) => (s.examples[1]!.code = '=HLOOKUP(1, A1:B2, 2)'));
    expect(lines(examplesRule, fn)).toEqual(['content/functions/vlookup.yaml: examples[1].code: the example does not call VLOOKUP(']);
  });

  it('examples: a formula starts with = and has a result', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.examples[0]!.code = 'VLOOKUP(1, A1:B2, 2)';
      s.examples[2]!.result = ' ';
    });
    expect(lines(examplesRule, fn)).toEqual([
      'content/functions/vlookup.yaml: examples[0].code: a formula starts with =',
      'content/functions/vlookup.yaml: examples[2].result: state what the formula returns',
    ]);
  });

  it('related: never itself; a function not written yet is only a warning', () => {
    const fn = modelFunction('vlookup', (s) => (s.related = ['vlookup', 'xmatch']));
    expect(lines(relatedRule, fn)).toEqual([
      'content/functions/vlookup.yaml: related[0]: a function is never related to itself',
      'content/functions/vlookup.yaml: related[1]: warning: xmatch is not written yet; it is left out of the API until it is',
    ]);
    expect(relatedRule.check(fn, context).map((p) => p.severity)).toEqual(['error', 'warning']);
  });

  it('all-locales: a missing translation is named down to the locale', () => {
    const fn = modelFunction('vlookup', (s) => delete s.args[2]!.desc.de);
    expect(lines(allLocalesRule, fn)).toEqual(['content/functions/vlookup.yaml: args[2].desc.de: missing']);
  });

  it('persian-letters: Arabic ي and ك are rejected in Persian text', () => {
    const fn = modelFunction('vlookup', (s) => (s.tips[1]!.fa = 'از XLOOKUP استفاده كنيد'));
    expect(lines(persianLettersRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[1].fa: Persian text uses the Arabic letter ي or ك; write ی and ک',
    ]);
  });

  it('untranslated: a translation identical to English is flagged', () => {
    const fn = modelFunction('vlookup', (s) => (s.description.tr = s.description.en));
    expect(lines(untranslatedRule, fn)).toEqual(['content/functions/vlookup.yaml: description.tr: identical to the English text; translate it']);
  });

  it('untranslated: a text that is only a name or formula may stay as it is', () => {
    expect(isOnlyNameOrFormula('=VLOOKUP(A2, $D$2:$F$9, 3, FALSE)')).toBe(true);
    expect(isOnlyNameOrFormula('XLOOKUP')).toBe(true);
    expect(isOnlyNameOrFormula('Look up a price')).toBe(false);
    const fn = modelFunction('vlookup', (s) => {
      s.examples[0]!.title.en = 'VLOOKUP';
      s.examples[0]!.title.de = 'VLOOKUP';
    });
    expect(lines(untranslatedRule, fn)).toEqual([]);
  });
});

describe('parseSyntax', () => {
  it('reads optional groups and repeats', () => {
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
