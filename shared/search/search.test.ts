import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './normalize.js';
import { buildSearchIndex, importSearchIndex } from './search-index.js';

describe('normalizeForSearch (docs/api.md, "Search")', () => {
  it.each([
    ['RÉSULTAT', 'resultat'],
    ['جستجوي', 'جستجوی'],
    ['كتاب', 'کتاب'],
    ['می‌شود', 'میشود'],
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['İşlem', 'islem'],
    ['Straße', 'strasse'],
    ['ZÄHLENWENN', 'zahlenwenn'],
    ['zaehlenwenn', 'zahlenwenn'],
    ['أَحْمَد', 'احمد'],
    ['إآ', 'اا'],
    ['۱۲۳', '123'],
  ])('%s matches %s', (a, b) => {
    expect(normalizeForSearch(a)).toBe(normalizeForSearch(b));
  });
});

describe('search ranking', () => {
  const docs = [
    {
      slug: 'sumif',
      name: 'SUMIF',
      names: ['SUMMEWENN'],
      titles: ['SUMIF, add cells that meet a condition'],
      descriptions: ['Adds the cells that meet one condition.'],
    },
    { slug: 'sum', name: 'SUM', names: ['SUMME'], titles: ['SUM, add numbers and ranges'], descriptions: ['Adds numbers.'] },
    {
      slug: 'vlookup',
      name: 'VLOOKUP',
      names: ['SVERWEIS', 'DÜŞEYARA'],
      titles: ['VLOOKUP, look up a value', 'VLOOKUP، جستجوی عمودی'],
      descriptions: ['Finds a value in the first column and adds nothing.'],
    },
  ];
  // Built, exported to JSON and imported, as the build and the edge do.
  const index = importSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(docs))));

  it('puts the exact name first (sum before sumif)', () => {
    expect(index.search('sum')).toEqual(['sum', 'sumif']);
  });
  it('finds localized names without diacritics, Persian typed with Arabic letters, and one typo', () => {
    expect(index.search('duseyara')[0]).toBe('vlookup');
    expect(index.search('جستجوي عمودي')[0]).toBe('vlookup');
    expect(index.search('vlokup')[0]).toBe('vlookup');
    expect(index.search('sverweis')[0]).toBe('vlookup');
  });
  it('ranks title words above description words', () => {
    expect(index.search('condition')).toEqual(['sumif']);
    expect(index.search('adds')).toEqual(['sumif', 'sum', 'vlookup']);
  });
  it('finds nothing for nothing', () => {
    expect(index.search('  ...  ')).toEqual([]);
  });
});
