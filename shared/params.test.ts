import { describe, expect, it } from 'vitest';
import { parseListQuery, parseSearchQuery, parseSlug } from './params.js';

const categories = ['math-and-trigonometry', 'logical'];
const list = (query: string) => parseListQuery(new URLSearchParams(query), categories);
const search = (query: string) => parseSearchQuery(new URLSearchParams(query), categories);

describe('list parameters (contract section 1)', () => {
  it('gives the defaults for absent and empty values', () => {
    const expected = { ok: true, value: { lang: 'fa', sort: 'popular', page: 1, perPage: 20, category: null, q: null } };
    expect(list('')).toEqual(expected);
    expect(list('lang=&sort=&page=&per_page=&category=&q=')).toEqual(expected);
  });

  it('accepts case-insensitive lang, sort and category, and trims q', () => {
    expect(list('lang=EN&sort=Alpha&category=LOGICAL&q=%20sum%20&page=3&per_page=100')).toEqual({
      ok: true,
      value: { lang: 'en', sort: 'alpha', page: 3, perPage: 100, category: 'logical', q: 'sum' },
    });
  });

  it('takes the first of a repeated parameter and ignores unknown ones', () => {
    expect(list('lang=de&lang=xx&foo=bar')).toMatchObject({ ok: true, value: { lang: 'de' } });
  });

  it.each([
    ['lang=xx', 'lang must be one of fa, en, de, fr, tr, az, ar'],
    ['sort=newest', 'sort must be one of popular, alpha, views'],
    ['page=0', 'page must be a whole number from 1 to 999999'],
    ['page=-1', 'page must be a whole number from 1 to 999999'],
    ['page=1.5', 'page must be a whole number from 1 to 999999'],
    ['page=%2B2', 'page must be a whole number from 1 to 999999'],
    ['page=1234567', 'page must be a whole number from 1 to 999999'],
    ['page=abc', 'page must be a whole number from 1 to 999999'],
    ['per_page=0', 'per_page must be an integer from 1 to 100'],
    ['per_page=101', 'per_page must be an integer from 1 to 100'],
    ['per_page=1e2', 'per_page must be an integer from 1 to 100'],
    ['category=maths', 'category must be a category slug listed at /api/v1/categories, such as math-and-trigonometry'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('%s is a 400 with the sentence "%s"', (query, error) => {
    expect(list(query)).toEqual({ ok: false, error });
  });

  it('counts q in characters, not bytes', () => {
    expect(list(`q=${encodeURIComponent('ج'.repeat(100))}`).ok).toBe(true);
  });
});

describe('search parameters', () => {
  it('requires a non-empty q after trimming', () => {
    const error = { ok: false, error: 'q is required: give a search term, e.g. /api/v1/search?q=vlookup' };
    expect(search('')).toEqual(error);
    expect(search('q=%20%20')).toEqual(error);
    expect(search('q=sum&per_page=5')).toEqual({ ok: true, value: { lang: 'fa', page: 1, perPage: 5, category: null, q: 'sum' } });
  });

  it('bounds per_page as the list does', () => {
    expect(search('q=sum&per_page=101')).toEqual({ ok: false, error: 'per_page must be an integer from 1 to 100' });
  });
});

describe('slug', () => {
  it('is case-insensitive and limited to a-z, 0-9, dot and hyphen', () => {
    expect(parseSlug('F.DIST.RT')).toEqual({ ok: true, value: 'f.dist.rt' });
    expect(parseSlug('sum_if')).toEqual({ ok: false, error: 'slug must be 1 to 64 characters from a-z, 0-9, dot and hyphen' });
    expect(parseSlug('a'.repeat(65)).ok).toBe(false);
    expect(parseSlug(null)).toMatchObject({ ok: false, error: expect.stringContaining('slug is required') });
  });
});
