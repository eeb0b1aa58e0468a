import { describe, expect, it } from 'vitest';
import { importViews } from './views-export.js';
import { parseViewsCsv } from '../lint/views-csv.js';

describe('views:import', () => {
  const known = new Set(['sum', 'vlookup', 'f.dist.rt', 'array-constrain']);

  it('sums repeated slugs, normalizes case and underscores, sorts, and writes what the build reads', () => {
    const { csv, skipped } = importViews('slug,views\r\nvlookup,120\r\nSUM,7\r\nvlookup,30\r\n"ARRAY_CONSTRAIN","4"\r\n', known);
    expect(csv).toBe('slug,views\narray-constrain,4\nsum,7\nvlookup,150\n');
    expect(skipped).toEqual([]);
    expect(parseViewsCsv('views.csv', csv, known).problems).toEqual([]);
  });

  it('skips unknown slugs and malformed rows, saying why', () => {
    const { csv, skipped } = importViews('slug,views\nnope,3\nsum,many\nsum,2\n', known);
    expect(csv).toBe('slug,views\nsum,2\n');
    expect(skipped).toEqual(['line 2: nope is no function in the catalogue', 'line 3: not slug,views with a whole number: sum,many']);
  });
});
