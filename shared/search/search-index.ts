/**
 * Ranked search over the search documents of one locale (contract section 5): exact name or
 * slug, then name prefix, then title words, then description words; one typo in a word of five
 * letters or more as a fallback below those. Ties go to the more popular function.
 */
import type { SearchDocument } from '../search-documents.js';
import { editDistance } from './edit-distance.js';
import { compact, normalizeForSearch, tokenize } from './normalize.js';

interface Entry {
  slug: string;
  order: number;
  names: string[];
  nameWords: Set<string>;
  titleWords: string[];
  descriptionWords: string[];
}

const TIER = { exact: 5, namePrefix: 4, title: 3, description: 2, typo: 1 } as const;
const TYPO_MIN_LENGTH = 5;

export interface SearchIndex {
  /** Slugs of every match, best first. */
  search(query: string): string[];
}

/** `documents` come in list order (most popular first), which breaks ties within a tier. */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const entries: Entry[] = documents.map((d, order) => {
    const names = [d.slug, d.name, ...d.names].map((n) => compact(normalizeForSearch(n)));
    const titleWords = d.titles.flatMap((t) => tokenize(normalizeForSearch(t)));
    return {
      slug: d.slug,
      order,
      names,
      nameWords: new Set([d.slug, d.name, ...d.names].flatMap((n) => tokenize(normalizeForSearch(n)))),
      titleWords,
      descriptionWords: d.descriptions.flatMap((t) => tokenize(normalizeForSearch(t))),
    };
  });

  return {
    search(query) {
      const normalized = normalizeForSearch(query);
      const whole = compact(normalized);
      const words = tokenize(normalized);
      if (whole === '') return [];
      const hits: { slug: string; tier: number; order: number; closeness: number }[] = [];
      for (const entry of entries) {
        const tier = rank(entry, whole, words);
        if (tier > 0) hits.push({ slug: entry.slug, tier, order: entry.order, closeness: nameCloseness(entry, whole) });
      }
      return hits
        .sort((a, b) => b.tier - a.tier || a.closeness - b.closeness || a.order - b.order)
        .map((h) => h.slug);
    },
  };
}

function rank(entry: Entry, whole: string, words: string[]): number {
  if (entry.names.includes(whole)) return TIER.exact;
  if (entry.names.some((n) => n.startsWith(whole))) return TIER.namePrefix;
  const inTitle = (w: string) => entry.nameWords.has(w) || entry.titleWords.some((t) => t.startsWith(w));
  if (words.every(inTitle)) return TIER.title;
  const inText = (w: string) => inTitle(w) || entry.descriptionWords.some((t) => t.startsWith(w));
  if (words.every(inText)) return TIER.description;
  const nearName = whole.length >= TYPO_MIN_LENGTH && entry.names.some((n) => editDistance(whole, n, 1) <= 1);
  if (nearName) return TIER.typo + 0.5;
  const near = (w: string) =>
    inText(w) || (w.length >= TYPO_MIN_LENGTH && [...entry.titleWords, ...entry.descriptionWords].some((t) => editDistance(w, t, 1) <= 1));
  return words.length > 0 && words.every(near) ? TIER.typo : 0;
}

/** Within a tier, a name closer in length to the query ranks first (`sum` before `sumif`). */
function nameCloseness(entry: Entry, whole: string): number {
  return Math.min(...entry.names.map((n) => (n.startsWith(whole) ? n.length - whole.length : 1000)));
}
