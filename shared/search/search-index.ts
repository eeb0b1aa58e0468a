/**
 * Search over one locale (docs/api.md, "Search"). FlexSearch is the inverted index; the ranking is
 * ours, in tiers: exact name or slug; then name prefix (closest name first); then every other
 * match scored by how much of the query it covers, each word weighted by its rarity (IDF) and
 * by where it matched (name over title over description), so title words outrank description
 * words; words of five letters or more the index does not hold are tried with one typo.
 * Ties go to the more popular function (ids are in popularity order).
 */
import type { SearchDocument } from '../search-documents.js';
import { editDistance } from './edit-distance.js';
import { createFlexDocument, encodeName, encodeText, searchField, type FlexDocument } from './flexsearch-config.js';
import { compact, normalizeForSearch, stem, tokenize } from './normalize.js';

export interface SearchIndex {
  /** Slugs of every match, best first. */
  search(query: string): string[];
}

/** What the build writes for a locale and the edge imports: no index is rebuilt at the edge. */
export interface ExportedSearchIndex {
  /** Slug of each document id (popularity order). */
  slugs: string[];
  /** Compact names of each document id: slug, name and localized names without separators. */
  names: string[][];
  /** Every name word and text stem the index holds, for typo correction. */
  vocabulary: string[];
  /**
   * FlexSearch's export, key to data, stored parsed: FlexSearch imports arrays as they are, so
   * the edge parses the file once instead of parsing escaped JSON strings a second time.
   */
  flex: Record<string, unknown>;
}

const TYPO_MIN_LENGTH = 5;
const MAX_QUERY_WORDS = 8;
const MAX_CORRECTIONS = 4;
const TYPO_WEIGHT = 0.7;
const FIELD_WEIGHT = { names: 3, title: 2, description: 1 } as const;
/** A match must cover at least this share of the best match's score to be listed. */
const RELATIVE_CUTOFF = 0.5;

export function buildSearchIndex(documents: readonly SearchDocument[]): ExportedSearchIndex {
  const flex = createFlexDocument();
  const vocabulary = new Set<string>();
  const names = documents.map((d) => [...new Set([d.slug, d.name, ...d.names].map((n) => compact(normalizeForSearch(n))))]);
  documents.forEach((d, id) => {
    const fields = { names: [d.slug, d.name, ...d.names, ...names[id]!].join(' '), title: d.titles.join('\n'), description: d.descriptions.join('\n') };
    flex.add({ id, ...fields });
    for (const word of encodeName(fields.names)) vocabulary.add(word);
    for (const word of encodeText(`${fields.title}\n${fields.description}`)) vocabulary.add(word);
  });
  const exported: Record<string, unknown> = {};
  flex.export((key: string, data: string) => {
    exported[key] = JSON.parse(data);
  });
  return { slugs: documents.map((d) => d.slug), names, vocabulary: [...vocabulary].sort(), flex: exported };
}

export function importSearchIndex(data: ExportedSearchIndex): SearchIndex {
  const flex = createFlexDocument();
  for (const [key, value] of Object.entries(data.flex)) flex.import(key, value as string);
  return new RankedSearch(flex, data);
}

class RankedSearch implements SearchIndex {
  private readonly exact = new Map<string, number[]>();
  private readonly vocabulary: Set<string>;
  private readonly byLength = new Map<number, string[]>();

  constructor(
    private readonly flex: FlexDocument,
    private readonly data: ExportedSearchIndex,
  ) {
    data.names.forEach((names, id) => {
      for (const name of names) this.exact.set(name, [...(this.exact.get(name) ?? []), id]);
    });
    this.vocabulary = new Set(data.vocabulary);
    for (const word of data.vocabulary) {
      const bucket = this.byLength.get(word.length) ?? [];
      bucket.push(word);
      this.byLength.set(word.length, bucket);
    }
  }

  search(query: string): string[] {
    const normalized = normalizeForSearch(query);
    const whole = compact(normalized);
    const words = tokenize(normalized).slice(0, MAX_QUERY_WORDS);
    if (whole === '' || words.length === 0) return [];

    const ranked: number[] = [];
    const seen = new Set<number>();
    const take = (ids: Iterable<number>) => {
      for (const id of ids) {
        if (seen.has(id)) continue;
        seen.add(id);
        ranked.push(id);
      }
    };
    take(this.exact.get(whole) ?? []);
    take(this.byNameCloseness(searchField(this.flex, words.join(' '), 'names'), whole));
    take(this.byCoverage(words));
    return ranked.map((id) => this.data.slugs[id]!);
  }

  /** `sum` before `sumif` before `sumproduct`: the name the query is the longest prefix of first. */
  private byNameCloseness(ids: number[], whole: string): number[] {
    const distance = (id: number) => Math.min(...this.data.names[id]!.map((n) => (n.startsWith(whole) ? n.length - whole.length : 1000)));
    return [...ids].sort((a, b) => distance(a) - distance(b) || a - b);
  }

  /** Every function matching any word, best covered first, cut below half the best score. */
  private byCoverage(words: string[]): number[] {
    const scores = new Map<number, number>();
    const total = this.data.slugs.length;
    for (const word of words) {
      const exact = this.wordMatches(word);
      const matches = exact.size > 0 || word.length < TYPO_MIN_LENGTH ? exact : this.typoMatches(word);
      const weight = Math.log(1 + total / Math.max(1, matches.size)) * (exact.size > 0 ? 1 : TYPO_WEIGHT);
      for (const [id, fieldWeight] of matches) scores.set(id, (scores.get(id) ?? 0) + weight * fieldWeight);
    }
    const best = Math.max(0, ...scores.values());
    return [...scores]
      .filter(([, score]) => score >= best * RELATIVE_CUTOFF)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([id]) => id);
  }

  /** Ids a single word matches, each with the weight of the best field it matched in. */
  private wordMatches(word: string): Map<number, number> {
    const matches = new Map<number, number>();
    const add = (ids: number[], weight: number) => {
      for (const id of ids) matches.set(id, Math.max(matches.get(id) ?? 0, weight));
    };
    add(searchField(this.flex, word, 'names'), FIELD_WEIGHT.names);
    const stemmed = stem(word);
    add(searchField(this.flex, stemmed, 'title'), FIELD_WEIGHT.title);
    add(searchField(this.flex, stemmed, 'description'), FIELD_WEIGHT.description);
    return matches;
  }

  /** A word the index does not hold, tried as each indexed word one edit away. */
  private typoMatches(word: string): Map<number, number> {
    const merged = new Map<number, number>();
    for (const candidate of [...this.corrections(word), ...this.corrections(stem(word))]) {
      for (const [id, weight] of this.wordMatches(candidate)) merged.set(id, Math.max(merged.get(id) ?? 0, weight));
    }
    return merged;
  }

  private corrections(word: string): string[] {
    if (this.vocabulary.has(word)) return [];
    const near: string[] = [];
    for (let length = word.length - 1; length <= word.length + 1; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (editDistance(word, candidate, 1) <= 1) near.push(candidate);
        if (near.length >= MAX_CORRECTIONS) return near;
      }
    }
    return near;
  }
}
