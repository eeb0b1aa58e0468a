/**
 * A few searches over a tiny built-in index, run when the edge's worker starts (its global
 * scope), so that V8 has compiled the search code before the first request, whose CPU time the
 * platform limits, and not inside it (docs/api.md, "Search"; BENCHMARKS.md measures both).
 * `WARM_UP_INDEX` is what `buildSearchIndex` writes for `WARM_UP_DOCUMENTS`; a test keeps the two
 * equal, so a change of the index format cannot leave it behind.
 */
import type { SearchDocument } from '../search-documents.js';
import { loadSearchIndex, type SearchCore, type SearchShard } from './search-index.js';
import { closeNames } from './suggest.js';

export const WARM_UP_DOCUMENTS: readonly SearchDocument[] = [
  { slug: 'sum', name: 'SUM', names: ['SUMME'], titles: ['SUM, add numbers'], descriptions: ['Adds the numbers of a range.'], keywords: ['add up a column'] },
  {
    slug: 'vlookup',
    name: 'VLOOKUP',
    names: ['SVERWEIS'],
    titles: ['VLOOKUP, look up a value'],
    descriptions: ['Finds a value in the first column of a table.'],
    keywords: ['find a price'],
  },
];

export const WARM_UP_INDEX: { core: SearchCore; shards: Record<string, SearchShard> } = {
  core: {
    version: 5,
    slugs: ['sum', 'vlookup'],
    names: ['sum summe', 'vlookup sverweis'],
    aliases: '',
    shards: ['61', '63', '66', '69', '6c', '6e', '6f', '70', '72', '73', '74', '75', '76'],
    split: [],
  },
  shards: {
    '61': { terms: 'a\nadd\nadd numbe\nadd up\nadds', postings: ';0 1\n;0\n;;0\n;0\n;;;0', bySuffix: '0 1 2 3 4' },
    '63': { terms: 'colum', postings: ';0;;1', bySuffix: '0' },
    '66': { terms: 'find\nfind price\nfinds\nfirst', postings: ';1\n;1\n;;;1\n;;;1', bySuffix: '0 1 2 3' },
    '69': { terms: 'in', postings: ';;;1', bySuffix: '0' },
    '70': { terms: 'price', postings: ';1', bySuffix: '0' },
    '72': { terms: 'range', postings: ';;;0', bySuffix: '0' },
    '73': { terms: 'sum\nsum add\nsumme\nsverweis', postings: '0\n;;0\n0\n1', bySuffix: '1 2 0 3' },
    '74': { terms: 'table\nthe', postings: ';;;1\n;;;0 1', bySuffix: '1 0' },
    '75': { terms: 'up\nup colum\nup valu', postings: ';0;1\n;0\n;;1', bySuffix: '1 0 2' },
    '76': { terms: 'valu\nvlook\nvlook look\nvlookup', postings: ';;1\n;;1\n;;1\n1', bySuffix: '2 1 3 0' },
    '6c': { terms: 'look\nlook up', postings: ';;1\n;;1', bySuffix: '0 1' },
    '6e': { terms: 'numbe', postings: ';;0', bySuffix: '0' },
    '6f': { terms: 'of', postings: ';;;0 1', bySuffix: '0' },
  },
};

/** Queries that take the paths real ones take: words, a prefix, a typo, a phrase, a pasted formula. */
const WARM_UP_QUERIES = ['add up a column', 'vlook', 'vlokup', 'finds the price', '=SUMME(A1:A3)'];

/** Runs the warm-up queries as the edge runs a search, and a 404's suggestions; returns what they found (for the test). */
export function warmUpSearch(): { searches: string[][]; suggestions: string[] } {
  const index = loadSearchIndex(WARM_UP_INDEX.core);
  const searches = WARM_UP_QUERIES.map((query) => {
    for (const key of index.shardsFor(query)) index.addShard(key, WARM_UP_INDEX.shards[key]!);
    index.typoShardsFor(query);
    return index.search(query);
  });
  const suggestions = closeNames(index.names, 'vlokup', 3).map((id) => index.slugs[id]!);
  return { searches, suggestions };
}
