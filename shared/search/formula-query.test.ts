import { describe, expect, it } from 'vitest';
import { calledNames } from './formula-query.js';
import { normalizeForSearch } from './normalize.js';

describe('the functions a pasted formula calls', () => {
  it.each([
    ['=SVERWEIS(A2;B:C;2;FALSCH)', ['sverweis']],
    ['=IFERROR(_xlfn.XLOOKUP(A1,B:B,C:C),"")', ['iferror', 'xlookup']],
    ['=summe (a1:a5) + runden(b1; 2)', ['summe', 'runden']],
    ['=F.DIST.RT(2,3,4)', ['f.dist.rt']],
    ['=somme(', ['somme']],
    ['sum a column', []],
    ['a b(', ['b']],
  ])('%s calls %j', (query, names) => {
    expect(calledNames(normalizeForSearch(query))).toEqual(names);
  });
});
