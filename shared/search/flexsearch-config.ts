/**
 * The FlexSearch configuration, in one place for the build (which adds documents and exports)
 * and the edge (which imports): an export carries no configuration, so both must build the
 * Document the same way. The encoders are our own normalization, not FlexSearch's presets: their
 * NFKD split breaks Arabic words, their stop-word lists drop function names (if, and, wenn, ou),
 * `rtl` empties results, and the default encoder's cache starts a timer workerd forbids at start-up.
 * Resolution 1: the ranking is ours, so FlexSearch's positional scores would only cost bytes.
 * Descriptions are indexed by whole stems only (strict): prefixes there cost 40% of the index
 * and found nothing the names and titles did not already find.
 */
import { Document } from 'flexsearch';
import { normalizeForSearch, stem, tokenize } from './normalize.js';

export const TEXT_FIELDS = ['title', 'description'] as const;
export type SearchField = 'names' | (typeof TEXT_FIELDS)[number];

export interface IndexedDocument {
  [key: string]: string | number;
  id: number;
  /** Slug, name, localized names and their compact forms (`fdistrt`), space-separated. */
  names: string;
  /** Titles in the locale, English and Persian. */
  title: string;
  description: string;
}

/** Names keep whole words (a prefix of a name is a tier of its own). */
export function encodeName(text: string): string[] {
  return tokenize(normalizeForSearch(text));
}

/** Running text is matched by stems, so inflected forms meet. */
export function encodeText(text: string): string[] {
  return tokenize(normalizeForSearch(text)).map(stem);
}

export type FlexDocument = Document<IndexedDocument>;

export function createFlexDocument(): FlexDocument {
  return new Document<IndexedDocument>({
    document: {
      id: 'id',
      index: [
        { field: 'names', tokenize: 'forward', resolution: 1, encode: encodeName },
        { field: 'title', tokenize: 'forward', resolution: 1, encode: encodeText },
        { field: 'description', tokenize: 'strict', resolution: 1, encode: encodeText },
      ],
    },
    cache: false,
  } as ConstructorParameters<typeof Document<IndexedDocument>>[0]);
}

/** The ids a field matches for a query (every word must match). */
export function searchField(document: FlexDocument, query: string, field: SearchField): number[] {
  const results = document.search(query, { index: field, limit: 10_000 }) as unknown as { field: string; result: number[] }[];
  return results.find((r) => r.field === field)?.result ?? [];
}
