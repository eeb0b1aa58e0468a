/** Builds a locale's search index from its documents (generator side; pure, so tests use it too). */
import type { SearchDocument } from '../search-documents.js';
import {
  FIELD,
  encodePostings,
  phraseTerm,
  secondLettersKey,
  letterKeyOf,
  shardKeyOf,
  skeletonOf,
  type FieldCode,
  type SearchCore,
  type SearchShard,
  type SecondLetters,
} from './index-data.js';
import { compact, normalizeForSearch, stem, tokenize } from './normalize.js';
import { compareFromEnd } from './sorted-terms.js';
import { STOP_WORDS } from './stop-words.js';

/** A word readers type (`typed`) for a word the catalogue writes (`written`), in any language. */
export interface SearchAlias {
  typed: string;
  written: string;
}

export interface BuiltSearchIndex {
  core: SearchCore;
  shards: Map<string, SearchShard>;
  /** Per split letter, under `secondLettersKey(letter)`: where its words' typos in the second letter lead. */
  secondLetters: Map<string, SecondLetters>;
}

export function namesOf(document: Pick<SearchDocument, 'slug' | 'name' | 'names'>): string[] {
  return [...new Set([document.slug, document.name, ...document.names].map((n) => compact(normalizeForSearch(n))))];
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A term's postings as flat pairs (document id, best field), in document order. */
type Postings = ReadonlyMap<string, readonly number[]>;

function shardOf(terms: readonly string[], postings: Postings): SearchShard {
  const bySuffix = terms.map((_, i) => i).sort((a, b) => compareFromEnd(terms[a]!, terms[b]!));
  return {
    terms: terms.join('\n'),
    postings: terms.map((term) => encodePostings(postings.get(term)!)).join('\n'),
    bySuffix: bySuffix.map((i) => i.toString(36)).join(' '),
  };
}

/** Above this many characters a first letter's shard is split by second letter: parsing 70 KB costs a fresh isolate milliseconds. */
const SPLIT_SHARD_CHARS = 12_000;

/** The first letters whose words, with their postings, would make a shard too large to parse per query. */
function lettersToSplit(terms: readonly string[], postings: Postings): Set<string> {
  const size = new Map<string, number>();
  for (const term of terms) {
    const key = letterKeyOf(term);
    size.set(key, (size.get(key) ?? 0) + term.length + postings.get(term)!.length * 2);
  }
  return new Set([...size].filter(([, chars]) => chars > SPLIT_SHARD_CHARS).map(([key]) => key));
}

/** Each split letter's words by skeleton (phrases left out: nobody mistypes a phrase term). */
function secondLettersOf(terms: readonly string[], split: ReadonlySet<string>): Map<string, SecondLetters> {
  const byLetter = new Map<string, Map<string, Set<string>>>();
  for (const term of terms) {
    const letter = letterKeyOf(term);
    const [, second] = term;
    if (!split.has(letter) || !second || term.includes(' ')) continue;
    let skeletons = byLetter.get(letter);
    if (!skeletons) byLetter.set(letter, (skeletons = new Map()));
    const skeleton = skeletonOf(term);
    skeletons.set(skeleton, (skeletons.get(skeleton) ?? new Set()).add(second));
  }
  return new Map(
    [...byLetter].map(([letter, skeletons]) => {
      const sorted = [...skeletons.keys()].sort(byCodeUnits);
      return [secondLettersKey(letter), { skeletons: sorted.join('\n'), letters: sorted.map((k) => [...skeletons.get(k)!].join('')).join('\n') }] as const;
    }),
  );
}

/** The words of a text, as search reads them. */
export type TextWords = (text: string) => readonly string[];

export const textWords: TextWords = (text) => tokenize(normalizeForSearch(text));

/** `textWords` remembering each text: the English and Persian texts are in every locale's index. */
export function rememberingTextWords(): TextWords {
  const seen = new Map<string, readonly string[]>();
  return (text) => {
    let words = seen.get(text);
    if (!words) seen.set(text, (words = textWords(text)));
    return words;
  };
}

export function buildSearchIndex(documents: readonly SearchDocument[], aliases: readonly SearchAlias[] = [], wordsOf: TextWords = textWords): BuiltSearchIndex {
  const postings = new Map<string, number[]>();
  // Documents are added in id order, so a term's last pair is the only one the same document can hit.
  const add = (term: string, id: number, field: FieldCode) => {
    let pairs = postings.get(term);
    if (!pairs) postings.set(term, (pairs = []));
    const last = pairs.length - 2;
    if (last >= 0 && pairs[last] === id) {
      if (pairs[last + 1]! < field) pairs[last + 1] = field;
    } else pairs.push(id, field);
  };
  const stems = new Map<string, string>();
  const stemOf = (word: string) => {
    let term = stems.get(word);
    if (term === undefined) stems.set(word, (term = stem(word)));
    return term;
  };
  const termsOf = (texts: readonly string[]) => {
    const terms = new Set<string>();
    for (const text of texts) for (const word of wordsOf(text)) terms.add(stemOf(word));
    return terms;
  };
  const pairsOf = (texts: readonly string[]) => {
    const pairs = new Set<string>();
    for (const text of texts) {
      const content = wordsOf(text).filter((word) => !STOP_WORDS.has(word));
      for (let i = 1; i < content.length; i++) pairs.add(phraseTerm(stemOf(content[i - 1]!), stemOf(content[i]!)));
    }
    return pairs;
  };
  const names = documents.map(namesOf);
  documents.forEach((d, id) => {
    for (const term of termsOf(d.descriptions)) add(term, id, FIELD.description);
    for (const term of termsOf(d.titles)) add(term, id, FIELD.title);
    for (const term of termsOf(d.keywords)) add(term, id, FIELD.keywords);
    for (const term of pairsOf(d.titles)) add(term, id, FIELD.title);
    for (const term of pairsOf(d.keywords)) add(term, id, FIELD.keywords);
    for (const word of [...[d.slug, d.name, ...d.names].flatMap(wordsOf), ...names[id]!]) add(word, id, FIELD.names);
  });
  const terms = [...postings.keys()].sort(byCodeUnits);
  const split = lettersToSplit(terms, postings);
  const byShard = new Map<string, string[]>();
  for (const term of terms) {
    const key = shardKeyOf(term, split);
    const list = byShard.get(key);
    if (list) list.push(term);
    else byShard.set(key, [term]);
  }
  const shards = new Map([...byShard].map(([key, terms]) => [key, shardOf(terms, postings)] as const));
  const aliasLines = aliases
    .map((a) => [tokenize(normalizeForSearch(a.typed)).join(''), tokenize(normalizeForSearch(a.written)).join(' ')] as const)
    .filter(([typed, written]) => typed && written && typed !== written)
    .map(([typed, written]) => `${typed}=${written}`);
  return {
    core: {
      version: 5,
      slugs: documents.map((d) => d.slug),
      names: names.map((n) => n.join(' ')),
      aliases: [...new Set(aliasLines)].join('\n'),
      shards: [...shards.keys()].sort(byCodeUnits),
      split: [...split].sort(byCodeUnits),
    },
    shards,
    secondLetters: secondLettersOf(terms, split),
  };
}
