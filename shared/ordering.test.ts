import { describe, expect, it } from 'vitest';
import { linkHeader } from './link-header.js';
import { sortBy } from './ordering.js';
import { paginate } from './paginate.js';

const items = [
  { slug: 'sumif', popularity: 80, views: 10 },
  { slug: 'sum', popularity: 100, views: 5 },
  { slug: 'abs', popularity: 80, views: 10 },
  { slug: 'if', popularity: 80, views: 50 },
  { slug: 'f.dist.rt', popularity: 20, views: 50 },
];

describe('orders (docs/api.md, "Operations")', () => {
  it('popular: popularity desc, then views desc, then slug asc', () => {
    expect(sortBy(items, 'popular').map((i) => i.slug)).toEqual(['sum', 'if', 'abs', 'sumif', 'f.dist.rt']);
  });
  it('views: views desc, then popularity desc, then slug asc', () => {
    expect(sortBy(items, 'views').map((i) => i.slug)).toEqual(['if', 'f.dist.rt', 'abs', 'sumif', 'sum']);
  });
  it('alpha: byte order of the slug (a dot sorts before letters)', () => {
    expect(sortBy([...items, { slug: 'f-x', popularity: 0, views: 0 }], 'alpha').map((i) => i.slug)).toEqual(['abs', 'f-x', 'f.dist.rt', 'if', 'sum', 'sumif']);
  });
});

describe('paginate', () => {
  it('slices a page and reports the true meta', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], meta: { total: 5, page: 2, per_page: 2, pages: 3 } });
  });
  it('gives an empty page past the last one, and 0 pages for an empty list', () => {
    expect(paginate([1, 2, 3], 9, 2)).toEqual({ items: [], meta: { total: 3, page: 9, per_page: 2, pages: 2 } });
    expect(paginate([], 1, 20).meta.pages).toBe(0);
  });
});

describe('Link header', () => {
  it('has first, prev, next and last where they exist, keeping the rest of the query', () => {
    const url = new URL('http://x/api/v1/functions?lang=en&page=2&per_page=5');
    expect(linkHeader(url, 2, 3)).toBe(
      '<http://x/api/v1/functions?lang=en&page=1&per_page=5>; rel="first", <http://x/api/v1/functions?lang=en&page=1&per_page=5>; rel="prev", ' +
        '<http://x/api/v1/functions?lang=en&page=3&per_page=5>; rel="next", <http://x/api/v1/functions?lang=en&page=3&per_page=5>; rel="last"',
    );
    expect(linkHeader(new URL('http://x/a'), 1, 1)).toBe('<http://x/a?page=1>; rel="first", <http://x/a?page=1>; rel="last"');
    expect(linkHeader(new URL('http://x/a'), 1, 0)).toBeNull();
  });
});
