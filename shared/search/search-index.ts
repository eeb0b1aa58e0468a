/**
 * Search over one locale (docs/api.md, "Search"), on the prebuilt index of index-data.ts. Ranking
 * in tiers: a pasted formula's functions; the exact name or slug; names the query starts; names
 * the query is part of (`lookup` → VLOOKUP); for one word the index does not hold, names one or two
 * typos away (`sverweiss`); then every other match scored by how much of the
 * query it covers, each word weighted by its rarity (IDF) and by where it was found (name,
 * keywords, title, description). A word of five letters or more that matches nothing is tried
 * with one typo, among the words of its shard (the same first letter, or first two). Ties go
 * to the more popular function (lower id).
 *
 * The index arrives in parts: `shardsFor(query)` says which shards a query reads; `addShard`
 * gives them; `typoShardsFor(query)` then names the few more a mistyped word needs; `search`
 * answers once they are there (the browser adds every shard at once).
 */
import { calledNames } from './formula-query.js';
import {
  FIELD,
  FIELDS_BEST_FIRST,
  decodeGroup,
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
import { STEM_LENGTH, compact, normalizeForSearch, stem, tokenize } from './normalize.js';
import { indexOfTerm, withPrefix } from './sorted-terms.js';
import { termsOneEditAway } from './typos.js';
import { editDistance } from './edit-distance.js';
import { DOMAIN_WORDS, STOP_WORDS } from './stop-words.js';
import { Weights } from './weights.js';

export type { SearchCore, SearchShard, SecondLetters } from './index-data.js';

export interface SearchIndex {
  /** The shard keys `search(query)` reads that are not added yet. */
  shardsFor(query: string): string[];
  addShard(key: string, shard: SearchShard | SecondLetters): void;
  /**
   * Once `shardsFor`'s shards are added: what a word that matches nothing still needs for its
   * typo lookup when its first letter is split (the typo may be in the second letter): first the
   * letter's second-letter table, then the parts it names. Empty when nothing more is needed.
   */
  typoShardsFor(query: string): string[];
  /** Slugs of every match, best first. */
  search(query: string): string[];
  /** Every function's compact names, by document id (for close-name suggestions); split on first use. */
  readonly names: readonly (readonly string[])[];
  readonly slugs: readonly string[];
}

const TYPO_MIN_LENGTH = 5;
const LONG_NAME_TYPO_LENGTH = 8;
const MAX_QUERY_WORDS = 8;
const PREFIX_TERMS_LIMIT = 200;
const MIN_PREFIX_LENGTH = 2;
const MIN_TEXT_PREFIX_LENGTH = 3;
const PREFIX_WEIGHT = 0.8;
const TYPO_WEIGHT = 0.7;
const STOP_WORD_WEIGHT = 0.2;
const PHRASE_WEIGHT = 0.5;
const POPULARITY_WEIGHT = 0.2;
const MAX_ALIAS_ENDING = 3;
const MIN_ALIAS_LENGTH = 3;
const MIN_CONTAINED_LENGTH = 3;
const MIN_INNER_LENGTH = 5;
const FIELD_WEIGHT: Record<FieldCode, number> = { [FIELD.description]: 1, [FIELD.title]: 2, [FIELD.keywords]: 2.5, [FIELD.names]: 3 };
/** A match must score at least this share of the best match to be listed. */
const RELATIVE_CUTOFF = 0.5;

export function loadSearchIndex(core: SearchCore): SearchIndex {
  if (core.version !== 5) throw new Error(`search index version ${String(core.version)} is not 5: rebuild dist/`);
  return new RankedSearch(core);
}

/** A shard ready to look words up in. */
class LoadedShard {
  readonly terms: string[];
  private readonly postingLines: string[];
  private suffixOrder: number[] | undefined;

  constructor(private readonly shard: SearchShard) {
    this.terms = shard.terms.split('\n');
    this.postingLines = shard.postings.split('\n');
  }

  private readonly decoded = new Map<number, Int32Array>();

  /** The documents holding a word in one field (a group of its postings line), decoded once per isolate. */
  ids(position: number, group: number): Int32Array {
    const key = position * FIELDS_BEST_FIRST.length + group;
    let ids = this.decoded.get(key);
    if (!ids) this.decoded.set(key, (ids = decodeGroup(this.postingLines[position]!, group)));
    return ids;
  }

  /** Word positions by reversed word, decoded on the first typo only. */
  bySuffix(): number[] {
    return (this.suffixOrder ??= this.shard.bySuffix.split(' ').map((n) => parseInt(n, 36)));
  }
}

/*
 * Loading does as little as it can: a fresh isolate pays for every step (docs/api.md, "Search").
 * Names stay the core's strings, padded with spaces so ` name ` finds a whole name; they are split
 * only for suggestions.
 */
class RankedSearch implements SearchIndex {
  readonly slugs: readonly string[];
  /** Every document's names, each padded with spaces (` name `), one document per line. */
  private readonly nameLines: string;
  /** Where each document's line starts in nameLines, and one past the end. */
  private readonly lineStarts: Int32Array;
  private splitNames: string[][] | undefined;
  private readonly available: ReadonlySet<string>;
  private readonly split: ReadonlySet<string>;
  private readonly shards = new Map<string, LoadedShard>();
  private readonly secondLetters = new Map<string, { skeletons: string[]; letters: string[] }>();
  private readonly aliases = new Map<string, string[]>();
  // One search at a time: a word's matches, the query's scores, and what passes the cut.
  private readonly wordWeights: Weights;
  private readonly scores: Weights;
  private readonly ranked: Weights;

  constructor(core: SearchCore) {
    this.slugs = core.slugs;
    this.wordWeights = new Weights(core.slugs.length);
    this.scores = new Weights(core.slugs.length);
    this.ranked = new Weights(core.slugs.length);
    this.available = new Set(core.shards);
    this.split = new Set(core.split);
    this.nameLines = ` ${core.names.join(' \n ')} `;
    this.lineStarts = new Int32Array(core.names.length + 1);
    for (let id = 0; id < core.names.length; id++) this.lineStarts[id + 1] = this.lineStarts[id]! + core.names[id]!.length + 3;
    for (const line of core.aliases ? core.aliases.split('\n') : []) {
      const [typed, written] = line.split('=');
      this.aliases.set(typed!, written!.split(' '));
    }
  }

  get names(): readonly (readonly string[])[] {
    return (this.splitNames ??= this.slugs.map((_, id) => this.namesOf(id)));
  }

  private namesOf(id: number): string[] {
    return this.nameLines.slice(this.lineStarts[id]! + 1, this.lineStarts[id + 1]! - 2).split(' ');
  }

  /** Documents whose padded names hold `text`, in id order: one native scan of every name, not a loop over documents. */
  private documentsHolding(text: string): number[] {
    const ids: number[] = [];
    let id = 0;
    for (let at = this.nameLines.indexOf(text); at >= 0; at = this.nameLines.indexOf(text, this.lineStarts[id + 1])) {
      while (this.lineStarts[id + 1]! <= at) id++;
      ids.push(id);
    }
    return ids;
  }

  /** Documents with `name` among their names, in id order. */
  private withName(name: string): number[] {
    return this.documentsHolding(` ${name} `);
  }

  shardsFor(query: string): string[] {
    const keys = new Set<string>();
    for (const word of this.queryWords(normalizeForSearch(query))) {
      for (const form of [word, stem(word), ...this.aliasOf(word)]) keys.add(this.keyOf(form));
    }
    return [...keys].filter((key) => this.available.has(key) && !this.shards.has(key));
  }

  private keyOf(word: string): string {
    return shardKeyOf(word, this.split);
  }

  addShard(key: string, shard: SearchShard | SecondLetters): void {
    if ('skeletons' in shard) this.secondLetters.set(key, { skeletons: shard.skeletons.split('\n'), letters: shard.letters.split('\n') });
    else this.shards.set(key, new LoadedShard(shard));
  }

  typoShardsFor(query: string): string[] {
    const words = this.queryWords(normalizeForSearch(query));
    const keys = new Set<string>();
    for (const word of words) {
      // Only a split letter needs more; only then is it worth matching the word (search does it again).
      const forms = [word, stem(word)].filter((typed) => this.split.has(letterKeyOf(typed)));
      if (forms.length === 0 || word.length < TYPO_MIN_LENGTH || this.matchesOf(word, words.length > 1).size > 0) continue;
      for (const typed of forms) {
        const table = secondLettersKey(letterKeyOf(typed));
        if (!this.secondLetters.has(table)) keys.add(table);
        else for (const key of this.typoKeys(typed)) if (this.available.has(key) && !this.shards.has(key)) keys.add(key);
      }
    }
    return [...keys];
  }

  private readonly parts = new Map<string, string[]>();

  /** Every part of a split letter (the browser and the tests hold them all). */
  private partsOf(letter: string): string[] {
    let keys = this.parts.get(letter);
    if (!keys) this.parts.set(letter, (keys = [...this.available].filter((key) => key.startsWith(`${letter}-`))));
    return keys;
  }

  /**
   * The shards a word one edit from `typed` lives in. Unsplit: its letter's. Split: its own part;
   * the part of its third letter (the second one inserted or swapped); and the parts the
   * second-letter table names for a second letter replaced or left out. Without the table (the
   * browser holds every part), every part of the letter.
   */
  private typoKeys(typed: string): string[] {
    const letter = letterKeyOf(typed);
    if (!this.split.has(letter)) return [letter];
    const table = this.secondLetters.get(secondLettersKey(letter));
    if (!table) return this.partsOf(letter);
    const [first = '', second = '', third = ''] = typed;
    const part = (next: string) => shardKeyOf(first + next, this.split);
    const seconds = new Set([second, third]);
    for (const skeleton of [skeletonOf(typed), typed]) {
      const i = indexOfTerm(table.skeletons, skeleton);
      if (i >= 0) for (const letterFound of table.letters[i]!) seconds.add(letterFound);
    }
    return [...seconds].map(part);
  }

  /** The documents `word` (or what readers mean by it) matches: the shared word weights, refilled. */
  private matchesOf(word: string, amongOthers: boolean): Weights {
    const matches = this.wordWeights.clear();
    for (const form of [word, ...this.aliasOf(word)]) this.wordMatches(form, matches, amongOthers);
    return matches;
  }

  search(query: string): string[] {
    const normalized = normalizeForSearch(query);
    const tokens = tokenize(normalized);
    // A name is looked for without the domain's words: `if formula` is IF, `excel-də cəm` is `cəm`.
    const nameTokens = tokens.filter((token) => !DOMAIN_WORDS.has(token));
    const whole = (nameTokens.length > 0 ? nameTokens : tokens).join('');
    const words = this.queryWords(normalized);
    if (whole === '' || words.length === 0) return [];
    const ranked = new Ranking();
    for (const name of calledNames(normalized)) ranked.take(this.withName(compact(name)));
    // A pasted formula whose functions are known is answered by them; its references and text are not a query.
    if (ranked.ids.length > 0) return ranked.ids.map((id) => this.slugs[id]!);
    ranked.take(this.withName(whole));
    ranked.take(this.namesMatching(whole, ` ${whole}`, (name) => name.startsWith(whole)));
    // Inside a name only from five letters, or at its end (`day` in WEEKDAY, not `cem` in PRICEMAT).
    if (whole.length >= MIN_CONTAINED_LENGTH)
      ranked.take(this.namesMatching(whole, whole, (name) => (whole.length >= MIN_INNER_LENGTH ? name.includes(whole) : name.endsWith(whole))));
    // One word the catalogue never writes is most likely a name mistyped (`sverweiss`, `countiff`).
    if (words.length === 1 && whole.length >= TYPO_MIN_LENGTH && !this.isKnownWord(words[0]!)) ranked.take(this.namesWithTypo(whole));
    ranked.take(this.byCoverage(words));
    return ranked.ids.map((id) => this.slugs[id]!);
  }

  /** Whether the index holds `word` as written (its stem is no proof: `summenprodukkt` shares one with SUMMENPRODUKT). */
  private isKnownWord(word: string): boolean {
    const shard = this.shards.get(this.keyOf(word));
    return !!shard && indexOfTerm(shard.terms, word) >= 0;
  }

  /** Documents with a name one edit from `whole` (two from eight letters on), the closest first. */
  private namesWithTypo(whole: string): number[] {
    const maxEdits = whole.length >= LONG_NAME_TYPO_LENGTH ? 2 : 1;
    const found: [id: number, distance: number][] = [];
    this.names.forEach((names, id) => {
      let best = Infinity;
      for (const name of names) if (Math.abs(name.length - whole.length) <= maxEdits) best = Math.min(best, editDistance(whole, name, maxEdits));
      if (best <= maxEdits) found.push([id, best]);
    });
    return found.sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id);
  }

  /**
   * The words the catalogue writes for a word readers type (glossary `typed`), also with an ending
   * (`سلولها` reads as `خانهها`, `hücreler` as its term with `ler`).
   */
  private aliasOf(word: string): readonly string[] {
    const whole = this.aliases.get(word);
    if (whole) return whole;
    for (let cut = 1; cut <= MAX_ALIAS_ENDING && word.length - cut >= MIN_ALIAS_LENGTH; cut++) {
      const written = this.aliases.get(word.slice(0, -cut));
      if (written) return [...written.slice(0, -1), written[written.length - 1]! + word.slice(-cut)];
    }
    return [];
  }

  private queryWords(normalized: string): string[] {
    return [...new Set(tokenize(normalized))].slice(0, MAX_QUERY_WORDS);
  }

  /** Documents with a name other than `whole` passing `test` (only those whose names hold `hint` are looked at), the more popular first. */
  private namesMatching(whole: string, hint: string, test: (name: string) => boolean): number[] {
    return this.documentsHolding(hint).filter((id) => this.namesOf(id).some((name) => name !== whole && test(name)));
  }

  /** Every document matching any word, best covered first, cut below a share of the best score. */
  private byCoverage(words: readonly string[]): number[] {
    const scores = this.scores.clear();
    const total = this.slugs.length;
    const someContentWord = words.some((word) => !STOP_WORDS.has(word));
    for (const word of words) {
      if (someContentWord && DOMAIN_WORDS.has(word)) continue;
      const matches = this.matchesOf(word, words.length > 1);
      let weight = someContentWord && STOP_WORDS.has(word) ? STOP_WORD_WEIGHT : 1;
      if (matches.size === 0 && word.length >= TYPO_MIN_LENGTH) {
        for (const typed of new Set([word, stem(word)])) {
          for (const key of this.typoKeys(typed)) {
            const shard = this.shards.get(key);
            if (!shard) continue;
            for (const near of termsOneEditAway(shard.terms, shard.bySuffix(), typed)) this.postingsAt(shard, near, 1, matches, FIELD.description);
          }
        }
        weight = TYPO_WEIGHT;
      }
      const idf = Math.log(1 + total / Math.max(1, matches.size));
      for (const id of matches.ids()) scores.add(id, idf * weight * matches.get(id));
    }
    // The cut is by the words; words next to each other in the query and in a title or keyword
    // phrase then order what passes it.
    let best = 0;
    for (const id of scores.ids()) best = Math.max(best, scores.get(id));
    const ranked = this.ranked.clear();
    for (const id of scores.ids()) if (scores.get(id) >= best * RELATIVE_CUTOFF) ranked.add(id, scores.get(id));
    const content = words.filter((word) => !STOP_WORDS.has(word)).map(stem);
    for (let i = 1; i < content.length; i++) {
      const matches = this.wordWeights.clear();
      this.termMatches(phraseTerm(content[i - 1]!, content[i]!), matches, FIELD.description);
      const idf = Math.log(1 + total / Math.max(1, matches.size));
      for (const id of matches.ids()) if (ranked.get(id) > 0) ranked.set(id, ranked.get(id) + PHRASE_WEIGHT * idf * matches.get(id));
    }
    // Between near-equal matches, the function more people use (ids are in popularity order).
    const ids = Array.from(ranked.ids());
    for (const id of ids) ranked.set(id, ranked.get(id) * (1 + POPULARITY_WEIGHT * (1 - id / total)));
    return ids.sort((a, b) => ranked.get(b) - ranked.get(a) || a - b);
  }

  /**
   * The documents a query word matches, each with the weight of the best place it was found:
   * name words whole or by prefix, or by the word's stem (`counts` finds COUNT); keywords and
   * titles by stem or stem prefix; descriptions by stem.
   */
  private wordMatches(word: string, into: Weights, amongOthers: boolean): void {
    const stemmed = stem(word);
    this.termMatches(word, into, word === stemmed ? FIELD.description : FIELD.names);
    if (stemmed !== word) this.termMatches(stemmed, into, FIELD.description);
    // Among other words, a two-letter word is a word (`is`, `if`), not the start of ISBLANK or IFERROR.
    if (word.length < (amongOthers ? MIN_TEXT_PREFIX_LENGTH : MIN_PREFIX_LENGTH)) return;
    const shard = this.shards.get(this.keyOf(word));
    if (!shard) return;
    // A stem being typed: titles and keywords by prefix, from three letters (two would match half the vocabulary).
    const textPrefix = word.length >= MIN_TEXT_PREFIX_LENGTH && word.length < STEM_LENGTH;
    for (const i of withPrefix(shard.terms, word, PREFIX_TERMS_LIMIT)) {
      if (shard.terms[i] === word) continue;
      this.postingsAt(shard, i, PREFIX_WEIGHT, into, textPrefix ? FIELD.title : FIELD.names);
    }
  }

  private termMatches(term: string, into: Weights, worstField: FieldCode): void {
    const shard = this.shards.get(this.keyOf(term));
    const i = shard ? indexOfTerm(shard.terms, term) : -1;
    if (i >= 0) this.postingsAt(shard!, i, 1, into, worstField);
  }

  /** Raises the documents holding word `i` in `worstField` or a better one (fields count up to names). */
  private postingsAt(shard: LoadedShard, i: number, weight: number, into: Weights, worstField: FieldCode): void {
    for (let group = 0; group < FIELDS_BEST_FIRST.length && FIELDS_BEST_FIRST[group]! >= worstField; group++) {
      const value = FIELD_WEIGHT[FIELDS_BEST_FIRST[group]!] * weight;
      const ids = shard.ids(i, group);
      for (let k = 0; k < ids.length; k++) into.raise(ids[k]!, value);
    }
  }
}

/** Ids in the order first taken. */
class Ranking {
  readonly ids: number[] = [];
  private readonly seen = new Set<number>();
  take(ids: Iterable<number>): void {
    for (const id of ids) {
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      this.ids.push(id);
    }
  }
}

/** An index with every shard added: the browser's and the tests' way to load a built index. */
export function loadWholeSearchIndex(built: {
  core: SearchCore;
  shards: Iterable<[string, SearchShard | SecondLetters]> | Record<string, SearchShard | SecondLetters>;
}): SearchIndex {
  const index = loadSearchIndex(built.core);
  const entries = Symbol.iterator in built.shards ? [...(built.shards as Iterable<[string, SearchShard]>)] : Object.entries(built.shards);
  for (const [key, shard] of entries) index.addShard(key, shard);
  return index;
}
