import { describe, expect, it } from 'vitest';
import { matchesScalar, parseArrayResult } from './expected-value.js';
import { formatMismatch, verifyExamples } from './verify.js';
import { calledFunctions, withLogicalFunctions } from './formula-text.js';
import { modelFunction } from '../testing/fixtures.js';

describe('the verifier', () => {
  it('fails on a wrong result, naming file, example, formula and both values', () => {
    const fn = modelFunction('sum', (s) => {
      s.examples[1]!.code = '=ROUND(2.567, 1)';
      s.examples[1]!.result = '2.57';
    });
    const report = verifyExamples({ functions: [fn] });
    expect(report.mismatches.map(formatMismatch)).toEqual(['content/functions/sum.yaml: examples[1]: =ROUND(2.567, 1) gives 2.6, result says 2.57']);
    expect(report.matched).toBe(2);
  });

  it('loads the example cells, keeping quoted numbers as text', () => {
    const report = verifyExamples({ functions: [modelFunction('vlookup'), modelFunction('sum')] });
    expect(report.mismatches).toEqual([]);
    expect(report.matched).toBe(6);
  });

  it('checks a spilled array cell by cell and its exact size', () => {
    const fn = modelFunction('sum', (s) => {
      s.examples = [
        { ...s.examples[0]!, code: '=SUM(1)+SEQUENCE(2, 2)', result: '{2,3;4,5}' },
        { ...s.examples[0]!, code: '=SUM(1)+SEQUENCE(2, 3)', result: '{2,3;4,5}' },
      ];
    });
    const report = verifyExamples({ functions: [fn] });
    expect(report.matched).toBe(1);
    expect(report.mismatches.map((m) => m.actual)).toEqual(['{2,3,4;5,6,7}']);
  });

  it('skips, by name, examples calling a function the engine lacks', () => {
    const fn = modelFunction('sum', (s) => (s.examples[0]!.code = '=SUM(LAMBDA(x, x)(1))'));
    const report = verifyExamples({ functions: [fn] });
    expect([...report.skipped]).toEqual([['LAMBDA', 1]]);
    expect(report.evaluated).toBe(2);
  });

  it('reports a known engine difference apart, and fails when the engine no longer gives it', () => {
    const fn = modelFunction('sum', (s) => {
      s.examples[0]!.code = '=SUM(INT(-8.9))';
      s.examples[0]!.result = '-9';
    });
    const difference = { code: '=SUM(INT(-8.9))', engine: '-8', reason: 'test' };
    expect(verifyExamples({ functions: [fn] }, [difference]).engineDifferences).toEqual([difference]);
    expect(verifyExamples({ functions: [fn] }, [{ ...difference, engine: '-7' }]).mismatches).toHaveLength(1);
  });

  it('names a documented difference that no example uses any more', () => {
    const stale = { code: '=ROMAN(4000)', engine: '#NUM!', reason: 'test' };
    expect(verifyExamples({ functions: [modelFunction('sum')] }, [stale]).unusedDifferences).toEqual([stale]);
  });
});

describe('reading results and formulas', () => {
  it('compares numbers to the precision shown, dates, times, logical and error values', () => {
    expect(matchesScalar('2.6', 2.56)).toBe(true);
    expect(matchesScalar('2.6', 2.66)).toBe(false);
    expect(matchesScalar('25', 25.4)).toBe(false);
    expect(matchesScalar('-1074.65', -1074.6505)).toBe(true);
    expect(matchesScalar('2024-03-15', 45366)).toBe(true);
    expect(matchesScalar('14:30:00', 14.5 / 24)).toBe(true);
    expect(matchesScalar('TRUE', true)).toBe(true);
    expect(matchesScalar('TRUE', 'TRUE')).toBe(false);
    expect(matchesScalar('#N/A', { value: '#N/A' })).toBe(true);
    expect(matchesScalar('North', 'North')).toBe(true);
  });

  it('parses array results with quoted text', () => {
    expect(parseArrayResult('{1,"a,b";TRUE,#N/A}')).toEqual([
      ['1', 'a,b'],
      ['TRUE', '#N/A'],
    ]);
    expect(parseArrayResult('12')).toBeNull();
  });

  it('finds called functions and rewrites TRUE/FALSE outside strings', () => {
    expect(calledFunctions('=IFERROR(VLOOKUP("X(", A1:B2, 2, FALSE), F.DIST.RT(1, 2, 3))')).toEqual(['IFERROR', 'VLOOKUP', 'F.DIST.RT']);
    expect(withLogicalFunctions('=IF(TRUE, "TRUE", FALSE())')).toBe('=IF(TRUE(), "TRUE", FALSE())');
  });
});
