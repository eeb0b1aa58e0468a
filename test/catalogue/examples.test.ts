import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_DIFFERENCES } from '../../lint/examples/engine-differences.js';
import { formatMismatch, verifyExamples } from '../../lint/examples/verify.js';
import type { Catalogue } from '../../lint/catalogue.js';
import { loadContent } from '../../lint/load.js';
import { isError } from '../../lint/problem.js';
import { ROOT } from '../helpers/paths.js';

let catalogue: Catalogue;
beforeAll(async () => {
  const loaded = await loadContent(resolve(ROOT, process.env.CONTENT_DIR ?? 'content'));
  expect(loaded.problems.filter(isError)).toEqual([]);
  catalogue = loaded.catalogue!;
});

describe('every example in the catalogue (npm run verify:examples)', () => {
  it('gives the stated result in the formula engine', () => {
    const report = verifyExamples(catalogue);
    expect(report.mismatches.map(formatMismatch)).toEqual([]);
    expect(report.unusedDifferences.map((d) => d.code)).toEqual([]);
    expect(report.evaluated).toBeGreaterThan(1000);
    expect(report.matched + report.engineDifferences.length).toBe(report.evaluated);
  });

  it.each(['de', 'fr', 'tr'] as const)('gives the same result in the form %s readers get, in the engine set up as their Excel', (locale) => {
    const report = verifyExamples(catalogue, undefined, locale);
    expect(report.mismatches.map(formatMismatch)).toEqual([]);
    expect(report.matched + report.engineDifferences.length + report.localeDifferences.length).toBe(report.evaluated);
    // Every documented locale difference still happens: an entry no example needs any more shows up here.
    expect(new Set(report.localeDifferences.map((d) => d.id))).toEqual(new Set(LOCALE_DIFFERENCES.map((d) => d.id)));
    expect(report.matched).toBeGreaterThan(1300);
  });
});
