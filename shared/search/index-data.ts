/**
 * The prebuilt search index of one locale: what the build writes and the edge and the browser
 * read (docs/api.md, "Search"). The edge parses it in a fresh isolate within its CPU budget, so it
 * comes in parts: a core (every function's names, for name matches and 404 suggestions) and one
 * shard per first letter of the indexed words, of which a query loads only those its words start
 * with. A letter that starts too many words (Arabic ا, Persian م) is split once more, by the
 * second letter, so a query word parses one part (the largest, French `co…`, is 25 KB). Terms
 * and postings are long strings, not thousands of objects.
 */
export interface SearchCore {
  version: 5;
  /** The slug of each document id; ids are in popularity order, so a lower id breaks ties. */
  slugs: string[];
  /** Each document's names in compact form (slug, name, its name in every Excel), space-separated. */
  names: string[];
  /** Words readers type for a word the catalogue writes, normalized: `typed=written` per line. */
  aliases: string;
  /** The shard keys that exist. */
  shards: string[];
  /** The first letters (as keys) whose words are sharded by their second letter too. */
  split: string[];
}

/** The indexed words starting with one letter. */
export interface SearchShard {
  /** The words, sorted by UTF-16 code units, newline-separated. */
  terms: string;
  /**
   * Per word, in the same order, newline-separated: the documents holding it, grouped by the best
   * field they hold it in, names first (`names;keywords;title;description`, trailing empty groups
   * left out); each group's ids in base 36, space-separated. A lookup that only wants names reads
   * the first group and stops.
   */
  postings: string;
  /** Word positions ordered by the reversed word, base 36, space-separated: the suffix half of typo lookup. */
  bySuffix: string;
}

/**
 * For a split letter: every word with its second letter left out (its skeleton, sorted), and the
 * second letters left out of it. A typo in the second letter (`مبانگین` for `میانگین`) keeps the
 * skeleton or is one, so a mistyped word reads this one file and then only the parts it names.
 */
export interface SecondLetters {
  /** Skeletons, sorted by UTF-16 code units, newline-separated. */
  skeletons: string;
  /** Per skeleton, in the same order, the second letters of its words; newline-separated. */
  letters: string;
}

/** The key of a split letter's second-letter table, beside its parts. */
export function secondLettersKey(letterKey: string): string {
  return `${letterKey}~`;
}

/** A word without its second letter. */
export function skeletonOf(word: string): string {
  const [first = '', , ...rest] = word;
  return first + rest.join('');
}

/** Where a word was found, lowest to highest; a posting keeps the highest for its document. */
export const FIELD = { description: 0, title: 1, keywords: 2, names: 3 } as const;
export type FieldCode = (typeof FIELD)[keyof typeof FIELD];

/**
 * The shard a word lives in: its first code point in hexadecimal (a file name on any system), and
 * for a split letter also its second (`627-644`; a one-letter word `627-`).
 */
export function shardKeyOf(word: string, split: ReadonlySet<string>): string {
  const key = letterKeyOf(word);
  const [, second] = word;
  return split.has(key) ? `${key}-${second ? second.codePointAt(0)!.toString(16) : ''}` : key;
}

/** A word's first letter as a key: its whole shard, or the prefix of its parts when split. */
export function letterKeyOf(word: string): string {
  return word.codePointAt(0)!.toString(16);
}

/**
 * Two words next to each other in a title or keyword phrase (function words left out), as one
 * term: `convert text to number` is VALUE's, not TO_TEXT's, though both hold the same words.
 */
export function phraseTerm(first: string, second: string): string {
  return `${first} ${second}`;
}

/** The order of a postings line's groups: the best field first. */
export const FIELDS_BEST_FIRST: readonly FieldCode[] = [FIELD.names, FIELD.keywords, FIELD.title, FIELD.description];

/** A word's postings line from its (document id, best field) pairs, in document order. */
export function encodePostings(pairs: readonly number[]): string {
  const groups = FIELDS_BEST_FIRST.map(() => [] as string[]);
  for (let i = 0; i < pairs.length; i += 2) groups[FIELDS_BEST_FIRST.indexOf(pairs[i + 1]! as FieldCode)]!.push(pairs[i]!.toString(36));
  const written = groups.map((ids) => ids.join(' '));
  while (written.length > 0 && written[written.length - 1] === '') written.pop();
  return written.join(';');
}

/** The ids of one group of a postings line (`group` counts from 0, names first). */
export function decodeGroup(line: string, group: number): Int32Array {
  let start = 0;
  for (let g = 0; g < group; g++) {
    start = line.indexOf(';', start) + 1;
    if (start === 0) return new Int32Array(0);
  }
  const end = line.indexOf(';', start);
  const text = end < 0 ? line.slice(start) : line.slice(start, end);
  if (text === '') return new Int32Array(0);
  const tokens = text.split(' ');
  const ids = new Int32Array(tokens.length);
  for (let k = 0; k < tokens.length; k++) ids[k] = parseInt(tokens[k]!, 36);
  return ids;
}
