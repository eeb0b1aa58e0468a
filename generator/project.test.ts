import { describe, expect, it } from 'vitest';
import { modelContext, modelFunction } from '../lint/testing/fixtures.js';
import { toFunctionDetail, type ProjectionContext } from './project.js';

const context: ProjectionContext = { base: 'https://example.test', views: new Map(), slugs: new Set(['vlookup']), names: modelContext.names };

describe("tips of the reader's own setting", () => {
  const fn = modelFunction('vlookup', (s) => {
    s.localTips = [{ de: 'Mit Dezimalkomma wird `=VLOOKUP(2.5, A:B, 2, FALSE)` gesucht.', tr: 'Türkçe Excel’de ayraç noktalı virgüldür.' }];
  });

  it('appear after the shared tips, in the locales they are written for, in that Excel’s formula form', () => {
    const de = toFunctionDetail(fn, 'de', context).tips;
    expect(de).toHaveLength(fn.source.tips.length + 1);
    expect(de.at(-1)).toContain('=SVERWEIS(2,5; A:B; 2; FALSCH)');
    expect(toFunctionDetail(fn, 'tr', context).tips.at(-1)).toBe('Türkçe Excel’de ayraç noktalı virgüldür.');
  });

  it('never reach a reader of another locale, not even through the Persian fallback', () => {
    for (const lang of ['fa', 'en', 'fr', 'az', 'ar'] as const) {
      expect(toFunctionDetail(fn, lang, context).tips).toHaveLength(fn.source.tips.length);
    }
  });
});
