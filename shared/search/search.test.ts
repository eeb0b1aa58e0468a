import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../search-documents.js';
import { buildSearchIndex } from './build-index.js';
import { decodeGroup, encodePostings, letterKeyOf, shardKeyOf } from './index-data.js';
import { editDistance } from './edit-distance.js';
import { normalizeForSearch } from './normalize.js';
import { loadSearchIndex, loadWholeSearchIndex } from './search-index.js';
import { closeNames, comparableNames } from './suggest.js';
import { termsOneEditAway } from './typos.js';
import { WARM_UP_DOCUMENTS, WARM_UP_INDEX, warmUpSearch } from './warm-up.js';

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

const doc = (slug: string, name: string, names: string[], title: string, description: string, keywords: string[] = []): SearchDocument => ({
  slug,
  name,
  names,
  titles: [title],
  descriptions: [description],
  keywords,
});

describe('search ranking', () => {
  // Most popular first, as the build orders them.
  const docs = [
    doc('sum', 'SUM', ['SUMME', 'SOMME', 'TOPLA'], 'SUM, add numbers and ranges', 'Adds numbers.', ['grand total']),
    doc('vlookup', 'VLOOKUP', ['SVERWEIS', 'RECHERCHEV', 'DÜŞEYARA'], 'VLOOKUP, look up a value', 'Finds a value in the first column; adds nothing.'),
    doc('sumif', 'SUMIF', ['SUMMEWENN', 'SOMME.SI', 'ETOPLA'], 'SUMIF, add cells that meet a condition', 'Adds the cells that meet one condition.'),
    doc('xlookup', 'XLOOKUP', ['XVERWEIS', 'RECHERCHEX', 'ÇAPRAZARA'], 'XLOOKUP, find a value in any direction', 'Looks in a range and returns the match.'),
    doc(
      'subtotal',
      'SUBTOTAL',
      ['TEILERGEBNIS', 'SOUS.TOTAL', 'ALTTOPLAM'],
      'SUBTOTAL, totals of a filtered list',
      'Adds only visible rows; the grand total ignores other subtotals.',
    ),
    doc('hlookup', 'HLOOKUP', ['WVERWEIS', 'RECHERCHEH', 'YATAYARA'], 'HLOOKUP, look across the first row', 'Finds a value in the first row.'),
    doc('lookup', 'LOOKUP', ['VERWEIS', 'RECHERCHE', 'ARA'], 'LOOKUP, the old lookup', 'Finds a value in one row or column.'),
    doc('len', 'LEN', ['LÄNGE', 'NBCAR', 'UZUNLUK'], 'LEN, count the characters of a text', 'Counts the characters, spaces included.', ['خانه']),
  ];
  const built = buildSearchIndex(docs, [{ typed: 'سلول', written: 'خانه' }]);
  // As the build writes it and the browser reads it: JSON, every shard at once.
  const index = loadWholeSearchIndex(JSON.parse(JSON.stringify({ core: built.core, shards: Object.fromEntries(built.shards) })));

  it('reads only the shards of the words a query has, and answers from them', () => {
    const partial = loadSearchIndex(built.core);
    const split = new Set(built.core.split);
    expect(partial.shardsFor('grand total')).toEqual([shardKeyOf('grand', split), shardKeyOf('total', split)]);
    for (const key of partial.shardsFor('grand total')) partial.addShard(key, built.shards.get(key)!);
    expect(partial.shardsFor('grand total')).toEqual([]);
    expect(partial.search('grand total')[0]).toBe('sum');
  });

  it('splits a letter that starts too many words by the second letter, and a query reads only its own part', () => {
    const many = Array.from({ length: 1500 }, (_, i) => `ab${i.toString(36)}x`).join(' ');
    const big = buildSearchIndex([...docs, doc('acos', 'ACOS', ['ARCCOS', 'ACOS', 'ACOS'], 'ACOS, the arccosine', `An angle. ${many}`)]);
    expect(big.core.split).toContain(letterKeyOf('a'));
    const partial = loadSearchIndex(big.core);
    const keys = partial.shardsFor('arccosine');
    expect(keys).toHaveLength(1);
    for (const key of keys) partial.addShard(key, big.shards.get(key)!);
    expect(partial.search('arccosine')).toEqual(['acos']);
    expect(big.shards.get(keys[0]!)!.terms.length).toBeLessThan(200);
    // A typo in the second letter lives in another part of the letter: the letter's second-letter
    // table says which, and only that part is read.
    expect(partial.typoShardsFor('arccosine')).toEqual([]);
    const read = (key: string) => big.shards.get(key) ?? big.secondLetters.get(key)!;
    for (const mistyped of ['axccosine', 'acrcosine', 'accosine', 'arcxosine']) {
      const index = loadSearchIndex(big.core);
      const keys: string[] = [];
      for (const key of index.shardsFor(mistyped)) index.addShard(key, read(key));
      for (let more = index.typoShardsFor(mistyped); more.length > 0; more = index.typoShardsFor(mistyped)) {
        keys.push(...more);
        for (const key of more) index.addShard(key, read(key));
      }
      expect(keys.length, mistyped).toBeLessThanOrEqual(3);
      expect(index.search(mistyped)[0], mistyped).toBe('acos');
    }
  });

  it('puts the exact name first, then names it starts, then names it is part of', () => {
    expect(index.search('sum').slice(0, 2)).toEqual(['sum', 'sumif']);
    expect(index.search('lookup').slice(0, 4)).toEqual(['lookup', 'vlookup', 'xlookup', 'hlookup']);
  });

  it('finds the function a pasted formula calls, in any formula language', () => {
    expect(index.search('=SVERWEIS(A2;B:C;2;FALSCH)')[0]).toBe('vlookup');
    expect(index.search('=somme(')[0]).toBe('sum');
    expect(index.search('=IFERROR(_xlfn.XLOOKUP(A1,B:B,C:C),"")')[0]).toBe('xlookup');
    expect(index.search('=SUMME(SUMMEWENN(A:A;">5";B:B))').slice(0, 2)).toEqual(['sum', 'sumif']);
  });

  it('finds localized names without diacritics, Persian typed with Arabic letters, and one typo', () => {
    expect(index.search('capraz ara')[0]).toBe('xlookup');
    expect(index.search('vlokup')[0]).toBe('vlookup');
    expect(index.search('subtotl')[0]).toBe('subtotal');
    expect(index.search('conditon')).toEqual(['sumif']);
  });

  it('reads one word the index does not hold, close to a name, as that name mistyped, before text the typo also reaches', () => {
    expect(index.search('sverweiss').slice(0, 2)).toEqual(['vlookup', 'xlookup']);
    expect(index.search('summme')[0]).toBe('sum');
    expect(index.search('sommesii')[0]).toBe('sumif');
  });

  it('weighs keywords above description words, and a typed word as the word the catalogue writes', () => {
    expect(index.search('grand total')[0]).toBe('sum');
    expect(index.search('سلول')).toEqual(['len']);
  });

  it('ranks title words above description words, and finds nothing for nothing', () => {
    expect(index.search('condition')).toEqual(['sumif']);
    expect(index.search('  ...  ')).toEqual([]);
  });
});

describe('search ranking, word order and function words', () => {
  const docs = [
    doc('to-text', 'TO_TEXT', [], 'TO_TEXT, convert a number to text', 'Turns a number into text.'),
    doc('value', 'VALUE', ['WERT', 'CNUM', 'SAYIYAÇEVİR'], 'VALUE, convert text to a number', 'Reads a number written as text.'),
    doc('isblank', 'ISBLANK', [], 'ISBLANK, is it a blank cell', 'Checks a cell.', ['is it empty']),
    doc('isnumber', 'ISNUMBER', [], 'ISNUMBER, whether a value is a number', 'Checks a value.', ['check number']),
  ];
  const built = buildSearchIndex(docs);
  const index = loadWholeSearchIndex({ core: built.core, shards: built.shards });

  it('puts the function whose title has the words in the order typed first, though another holds the same words', () => {
    expect(index.search('convert text to number')[0]).toBe('value');
    expect(index.search('convert number to text')[0]).toBe('to-text');
  });

  it('lets function words (is, it, a) count for little among other words', () => {
    expect(index.search('is it a number')[0]).toBe('isnumber');
  });
});

/** A term read backwards: the test orders suffixes its own way, not by the code under test. */
const reverse = (text: string): string => [...text].reverse().join('');

describe('the typo lookup', () => {
  it('finds exactly the terms one edit away that a scan of the whole vocabulary finds', () => {
    const word = fc.stringMatching(/^[abcde]{1,7}$/);
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 60 }), fc.stringMatching(/^[abcde]{5,8}$/), (vocabulary, typed) => {
        const terms = [...vocabulary].sort();
        const bySuffix = terms
          .map((t, i) => [reverse(t), i] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
          .map(([, i]) => i);
        const scanned = terms.filter((t) => t !== typed && editDistance(typed, t, 1) <= 1);
        expect(
          termsOneEditAway(terms, bySuffix, typed)
            .map((i) => terms[i])
            .sort(),
        ).toEqual(scanned);
      }),
      { numRuns: 500 },
    );
  });
});

describe('close names (404 suggestions)', () => {
  const names = comparableNames([
    ['VLOOKUP', 'SVERWEIS'],
    ['TRIM', 'GLÄTTEN'],
    ['F.DIST.RT', 'F.VERT.RE'],
    ['LOOKUP', 'VERWEIS'],
  ]);
  it('suggests names one or two edits away or started, never names that share a word', () => {
    expect(closeNames(names, 'vlookupp', 5)).toEqual([0, 3]);
    expect(closeNames(names, 'sverweiss', 5)).toEqual([0, 3]);
    expect(closeNames(names, 'f-dist-rt', 5)).toEqual([2]);
    expect(closeNames(names, 'trim-all', 5)).toEqual([]);
  });
  it('finds what comparing with every name finds', () => {
    const word = fc.stringMatching(/^[abcd]{1,9}$/);
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 30 }), word, (candidates, typed) => {
        const maxEdits = typed.length <= 4 ? 1 : 2;
        const expected = candidates
          .map(
            (names, i) =>
              [
                i,
                Math.min(
                  ...names.map((n) => (n.startsWith(typed) && typed.length >= 3 ? 0.5 + (n.length - typed.length) / 100 : editDistance(typed, n, maxEdits))),
                ),
              ] as const,
          )
          .filter(([, d]) => d <= maxEdits)
          .sort((a, b) => a[1] - b[1] || a[0] - b[0])
          .map(([i]) => i);
        expect(closeNames(candidates, typed, 1000)).toEqual(typed.length < 2 ? [] : expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('postings lines', () => {
  // Pairs of (document id, best field): 0 in names, 5 in a description, 40 in keywords, 41 in names.
  const line = encodePostings([0, 3, 5, 0, 40, 2, 41, 3]);

  it('group documents by field, names first, ids in base 36', () => {
    expect(line).toBe('0 15;14;;5');
  });

  it("give back each field's documents, and none for a group left out", () => {
    expect([0, 1, 2, 3].map((group) => [...decodeGroup(line, group)])).toEqual([[0, 41], [40], [], [5]]);
    expect([...decodeGroup(encodePostings([7, 3]), 3)]).toEqual([]);
  });
});

describe('the warm-up the edge runs when its worker starts', () => {
  it('holds the index the build writes for its documents', () => {
    const built = buildSearchIndex(WARM_UP_DOCUMENTS);
    expect(WARM_UP_INDEX).toEqual({ core: built.core, shards: Object.fromEntries(built.shards) });
  });

  it('finds SUM and VLOOKUP by words, a prefix, a typo and a pasted German formula, and suggests VLOOKUP for vlokup', () => {
    expect(warmUpSearch()).toEqual({ searches: [['sum'], ['vlookup'], ['vlookup'], ['vlookup'], ['sum']], suggestions: ['vlookup'] });
  });
});
