import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readBuiltIndexes, readQuerySet, scoreQueries, type LocaleScore } from '../../bench/search-query-set.js';
import { LOCALES } from '../../shared/locales.js';
import { ROOT } from '../helpers/paths.js';

const cases = readQuerySet(ROOT);
const heldOutCases = readQuerySet(ROOT, 'heldout');
let scores: LocaleScore[];
let heldOut: LocaleScore[];
let slugs: Set<string>;

// The indexes the build wrote (the catalogue built once for these tests), read as the browser reads them.
beforeAll(() => {
  const indexes = readBuiltIndexes(inject('distDir'));
  slugs = new Set(indexes.get('fa')!.slugs);
  scores = scoreQueries(indexes, cases);
  heldOut = scoreQueries(indexes, heldOutCases);
}, 60_000);

describe('the search query set (test/search/queries.json)', () => {
  it('has at least 100 queries in every locale, naming functions that exist', () => {
    for (const lang of LOCALES) expect(cases.filter((c) => c.lang === lang).length, lang).toBeGreaterThanOrEqual(100);
    const unknown = cases.flatMap((c) => c.expect).filter((slug) => !slugs.has(slug));
    expect(unknown).toEqual([]);
  });

  it.each(LOCALES.map((lang) => [lang]))(
    'finds the right function in the top k for at least 97%% of %s queries, and ranks it first on average (MRR@10 at least 0.9)',
    (lang) => {
      const score = scores.find((s) => s.lang === lang)!;
      const misses = score.misses.map((m) => `${m.q} -> ${m.got.join(', ') || '(nothing)'} (want ${m.expect.join('|')} in top ${m.k})`);
      expect(score.hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.97);
      expect(score.mrr10, lang).toBeGreaterThanOrEqual(0.9);
    },
  );
});

// Written blind after the ranking was tuned, and never tuned on: a floor against regressions, not a target.
describe('the held-out query set (test/search/heldout.json)', () => {
  it('has 40 queries in every locale, naming functions that exist', () => {
    for (const lang of LOCALES) expect(heldOutCases.filter((c) => c.lang === lang).length, lang).toBe(40);
    expect(heldOutCases.flatMap((c) => c.expect).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it.each(LOCALES.map((lang) => [lang]))('finds the right function in the top k for at least 90%% of %s queries', (lang) => {
    const score = heldOut.find((s) => s.lang === lang)!;
    const misses = score.misses.map((m) => `${m.q} -> ${m.got.join(', ') || '(nothing)'} (want ${m.expect.join('|')} in top ${m.k})`);
    expect(score.hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
