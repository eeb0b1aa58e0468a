import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMismatch, verifyExamples } from '../../lint/examples/verify.js';
import { loadContent } from '../../lint/load.js';
import { isError } from '../../lint/problem.js';
import { ROOT } from '../helpers/paths.js';

describe('every example in the catalogue', () => {
  it('gives the stated result in the formula engine (npm run verify:examples)', async () => {
    const { catalogue, problems } = await loadContent(resolve(ROOT, process.env.CONTENT_DIR ?? 'content'));
    expect(problems.filter(isError)).toEqual([]);
    const report = verifyExamples(catalogue!);
    expect(report.mismatches.map(formatMismatch)).toEqual([]);
    expect(report.unusedDifferences.map((d) => d.code)).toEqual([]);
    expect(report.evaluated).toBeGreaterThan(1000);
    expect(report.matched + report.engineDifferences.length).toBe(report.evaluated);
  });
});
