import { describe, expect, it } from 'vitest';
import { errorLanguage, parseListQuery, parseSearchQuery, parseSlug } from './params.js';

const categories = ['math-and-trigonometry', 'logical'];
const list = (query: string) => parseListQuery(new URLSearchParams(query), categories);
const search = (query: string) => parseSearchQuery(new URLSearchParams(query), categories);

describe('list parameters (docs/api.md, "Parameters")', () => {
  it('gives the defaults for absent and empty values; an empty q is kept as given', () => {
    const defaults = { lang: 'fa', sort: 'popular', page: 1, perPage: 20, category: null };
    expect(list('')).toEqual({ ok: true, value: { ...defaults, q: null } });
    expect(list('lang=&sort=&page=&per_page=&category=&q=%20')).toEqual({ ok: true, value: { ...defaults, q: '' } });
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
    ['lang=xx', 'lang'],
    ['sort=newest', 'sort'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=%2B2', 'page'],
    ['page=1234567', 'page'],
    ['page=abc', 'page'],
    ['per_page=0', 'perPage'],
    ['per_page=101', 'perPage'],
    ['per_page=1e2', 'perPage'],
    ['category=maths', 'category'],
    [`q=${'x'.repeat(101)}`, 'qTooLong'],
    ['sort=x&page=0', 'sort'],
  ])('%s is refused as %s (the first invalid parameter)', (query, kind) => {
    expect(list(query)).toMatchObject({ ok: false, error: { kind } });
  });

  it('counts q in characters, not bytes', () => {
    expect(list(`q=${encodeURIComponent('ج'.repeat(100))}`).ok).toBe(true);
  });
});

describe('search parameters', () => {
  it('requires a non-empty q after trimming', () => {
    expect(search('')).toEqual({ ok: false, error: { kind: 'qRequired' } });
    expect(search('q=%20%20')).toEqual({ ok: false, error: { kind: 'qRequired' } });
    expect(search('q=sum&per_page=5')).toEqual({ ok: true, value: { lang: 'fa', page: 1, perPage: 5, category: null, q: 'sum' } });
  });
});

describe('slug', () => {
  it('is case-insensitive and limited to a-z, 0-9, dot and hyphen', () => {
    expect(parseSlug('F.DIST.RT')).toEqual({ ok: true, value: 'f.dist.rt' });
    expect(parseSlug('sum_if')).toEqual({ ok: false, error: { kind: 'slugForm' } });
    expect(parseSlug('a'.repeat(65)).ok).toBe(false);
    expect(parseSlug(null)).toEqual({ ok: false, error: { kind: 'slugRequired' } });
  });
});

describe('the language of an error sentence', () => {
  it('is the requested lang when valid, English when lang is absent or invalid', () => {
    expect(errorLanguage(new URLSearchParams('lang=DE'))).toBe('de');
    expect(errorLanguage(new URLSearchParams(''))).toBe('en');
    expect(errorLanguage(new URLSearchParams('lang=xx'))).toBe('en');
  });
});
