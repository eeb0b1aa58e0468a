/** What the search index holds about each function, for one locale (English and Persian always included). */
import { ALL } from '../shared/layout.js';
import { plainText } from '../shared/text/code-spans.js';
import type { Locale } from '../shared/locales.js';
import type { SearchDocument } from '../shared/search-documents.js';
import type { FunctionDetail, FunctionSource } from '../shared/types.js';
import type { Catalogue } from '../lint/catalogue.js';
import { buildCatalogueIndex } from '../shared/catalogue-index.js';
import type { SearchAlias } from '../shared/search/build-index.js';
import { projectionContext, toFunctionDetail } from './project.js';

export function searchDocument(d: FunctionDetail, source: FunctionSource, lang: Locale): SearchDocument {
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    slug: d.slug,
    name: d.name,
    names: distinct(Object.values(d.names)).filter((n) => n !== d.name),
    titles: distinct([d.title, source.title.en, source.title.fa].map((t) => t && plainText(t))),
    descriptions: distinct([d.description, source.description.en, source.description.fa].map((t) => t && plainText(t))),
    keywords: distinct([...new Set<Locale>([lang, 'en', 'fa'])].flatMap((l) => source.keywords?.[l] ?? [])),
  };
}

/** The words readers type for each glossary term, in every locale (search reads them as the term). */
export function searchAliasesOf(glossaries: Catalogue['glossaries']): SearchAlias[] {
  return [...glossaries.values()].flatMap((g) => g.terms.flatMap((t) => (t.typed ?? []).map((typed) => ({ typed, written: t.term }))));
}

/** Search documents from details already projected, in the order given (most popular first). */
export function searchDocumentsOf(
  details: readonly FunctionDetail[],
  sources: ReadonlyMap<string, { source: FunctionSource }>,
  lang: Locale,
): SearchDocument[] {
  return details.map((d) => searchDocument(d, sources.get(d.slug)!.source, lang));
}

/** Every function's search document in `lang`, most popular first (the order search breaks ties in). */
export function searchDocuments(catalogue: Catalogue, lang: Locale): SearchDocument[] {
  const ctx = projectionContext(catalogue, '');
  const index = buildCatalogueIndex(
    catalogue.functions.map((f) => ({ slug: f.slug, popularity: f.source.popularity, views: ctx.views.get(f.slug) ?? 0, category: f.source.category })),
    [],
  );
  const bySlug = new Map(catalogue.functions.map((f) => [f.slug, f]));
  return searchDocumentsOf(
    index.orders[ALL]!.popular.map((i) => toFunctionDetail(bySlug.get(index.slugs[i]!)!, lang, ctx)),
    bySlug,
    lang,
  );
}
