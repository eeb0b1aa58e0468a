import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { frenchSpacingFault, frenchSpacingRule } from './french-spacing.js';

describe('french-spacing', () => {
  it('accepts the model files, and times, addresses and code', () => {
    expect(ruleLines(frenchSpacingRule)).toEqual([]);
    expect(frenchSpacingFault('à 14:30, voir https://example.org')).toBeNull();
    expect(frenchSpacingFault('Attention\u00a0: 10\u00a0%\u202f!')).toBeNull();
  });
  it('refuses a plain space, or none, before : ; ? ! and %', () => {
    const fn = modelFunction('vlookup', (s) => (s.tips[0]!.fr = 'Attention : la valeur vaut 10%'));
    expect(ruleLines(frenchSpacingRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].fr: French puts a non-breaking space before : ; ? ! and % ("Attention : ")',
    ]);
    expect(frenchSpacingFault('vaut 10%')).toBe(7);
  });
});
