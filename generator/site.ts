/**
 * The whole of dist/, put file by file into a sink: a pure function of the catalogue and the base
 * address, so two builds of the same content give the same bytes. One locale is projected, written
 * and let go before the next, which keeps memory flat.
 */
import { ENDPOINT_LINES } from '../shared/api/operations.js';
import { buildCatalogueIndex, type CatalogueIndex } from '../shared/catalogue-index.js';
import { success, toJson } from '../shared/envelope.js';
import { ALL, layout } from '../shared/layout.js';
import { LOCALES, type Locale } from '../shared/locales.js';
import { DEFAULT_PER_PAGE, SORTS } from '../shared/params.js';
import { pageCount } from '../shared/paginate.js';
import { listBody, searchBody } from '../shared/responses.js';
import { buildSearchIndex, rememberingTextWords } from '../shared/search/build-index.js';
import { FORMULA_LOCALES } from '../shared/formula/locales.js';
import type { FunctionBrief, FunctionDetail, Info } from '../shared/types.js';
import { urls } from '../shared/urls.js';
import type { FunctionNames } from '../shared/formula/names.js';
import { translationAnswer } from '../shared/formula/translation-answer.js';
import type { Catalogue } from '../lint/catalogue.js';
import { buildDocsPage } from './docs-page.js';
import { buildOpenApi, type OpenApiExamples } from './openapi.js';
import { headersFile, routesJson } from './pages-config.js';
import { functionPage, localePages, sharedPages } from './pages/site-pages.js';
import { pagePath } from './pages/paths.js';
import { projectionContext, toBrief, toCategories, toFunctionDetail } from './project.js';
import { searchAliasesOf, searchDocumentsOf } from './search-documents.js';
import type { SiteSink } from './site-sink.js';
import { schemaFiles, typeDeclarations } from './typed-data.js';

/** A path of the layout (`/api/v1/...`) as a path inside dist/ (`api/v1/...`). */
const file = (path: string) => path.replace(/^\//, '');

export function catalogueIndexOf(catalogue: Catalogue): CatalogueIndex {
  return buildCatalogueIndex(
    catalogue.functions.map((f) => ({ slug: f.slug, popularity: f.source.popularity, views: catalogue.views.get(f.slug) ?? 0, category: f.source.category })),
    catalogue.categories.map((c) => c.slug),
  );
}

export async function generateSite(catalogue: Catalogue, base: string, sink: SiteSink): Promise<void> {
  const ctx = projectionContext(catalogue, base);
  const categorySlugs = catalogue.categories.map((c) => c.slug);
  const index = catalogueIndexOf(catalogue);
  sink.put(file(layout.catalogueIndex()), toJson(index));
  sink.put(file(layout.formulaNames()), toJson(ctx.names.rows));
  const bySlug = new Map(catalogue.functions.map((f) => [f.slug, f]));
  const info: Info = {
    name: 'Spreadsheet Function Reference API',
    version: 'v1',
    base,
    docs: urls.docs(base),
    openapi: urls.openapi(base),
    endpoints: [...ENDPOINT_LINES],
  };
  let examples: OpenApiExamples | null = null;
  const aliases = searchAliasesOf(catalogue.glossaries);
  const wordsOf = rememberingTextWords();

  for (const lang of LOCALES) {
    const details = index.slugs.map((slug) => toFunctionDetail(bySlug.get(slug)!, lang, ctx));
    const briefs = details.map(toBrief);
    const categories = toCategories(catalogue, lang, base);
    const popular = index.orders[ALL]!.popular;
    const searchIndex = buildSearchIndex(
      searchDocumentsOf(
        popular.map((i) => details[i]!),
        bySlug,
        lang,
      ),
      aliases,
      wordsOf,
    );
    sink.put(file(layout.bulk(lang)), toJson(details));
    sink.put(file(layout.info(lang)), toJson(success(info, { lang })));
    sink.put(file(layout.categories(lang)), toJson(success(categories, { lang })));
    for (const brief of briefs) sink.put(file(layout.brief(brief.slug, lang)), toJson(brief));
    sink.put(file(layout.searchCore(lang)), toJson(searchIndex.core));
    for (const [key, shard] of searchIndex.shards) sink.put(file(layout.searchShard(lang, key)), toJson(shard));
    for (const [key, table] of searchIndex.secondLetters) sink.put(file(layout.searchShard(lang, key)), toJson(table));
    for (const detail of details) sink.put(file(layout.detail(detail.slug, lang)), toJson(success(detail, { lang })));
    for (const category of [null, ...categorySlugs]) {
      for (const sort of SORTS) {
        const ordered = index.orders[category ?? ALL]![sort].map((i) => briefs[i]!);
        const pages = Math.max(1, pageCount(ordered.length, DEFAULT_PER_PAGE));
        for (let page = 1; page <= pages; page++)
          sink.put(file(layout.listPage(lang, category, sort, page)), toJson(listBody(ordered, page, DEFAULT_PER_PAGE, lang)));
      }
    }
    localePages(base, lang, { details, popular: popular.map((i) => briefs[i]!), categories, searchIndex }, sink);
    if (lang === 'en')
      examples = openApiExamples(
        info,
        details,
        popular.map((i) => briefs[i]!),
        categories,
        ctx.names.suggest(FORMULA_LOCALES, 'vlokup', 5),
        ctx.names,
      );
  }

  const openapi = await buildOpenApi(base, categorySlugs, examples!);
  sink.put(file(layout.openapi()), `${JSON.stringify(openapi, null, 2)}\n`);
  sink.put(file(layout.docs()), buildDocsPage(openapi, '../en/index.html'));
  sharedPages(base, index, ctx.names.rows, sink);
  for (const [path, content] of schemaFiles(base)) sink.put(path, content);
  sink.put(file(layout.types()), await typeDeclarations());
  sink.put('_routes.json', routesJson());
  sink.put('_headers', headersFile());
}

/**
 * The files of one function alone, in every locale: its detail answers and its pages. The dev
 * server writes these first when a function's file changes, then everything else.
 */
export function generateFunction(catalogue: Catalogue, slug: string, base: string, sink: SiteSink): void {
  const ctx = projectionContext(catalogue, base);
  const bySlug = new Map(catalogue.functions.map((f) => [f.slug, f]));
  const fn = bySlug.get(slug);
  if (!fn) return;
  for (const lang of LOCALES) {
    const detail = toFunctionDetail(fn, lang, ctx);
    const others = new Map([detail, ...detail.related.map((r) => toFunctionDetail(bySlug.get(r)!, lang, ctx))].map((d) => [d.slug, d]));
    const category = toCategories(catalogue, lang, base).find((c) => c.slug === detail.category);
    sink.put(file(layout.detail(slug, lang)), toJson(success(detail, { lang })));
    sink.put(pagePath.function(lang, slug), functionPage(base, lang, detail, category, others));
  }
}

/** The translate operation's example: the German formula of docs/api.md, into English. */
function exampleTranslation(names: FunctionNames) {
  const answer = translationAnswer({ lang: 'en', formula: '=WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-")', to: 'en', from: null }, names);
  if (!answer.ok) throw new Error('the example formula does not translate');
  return answer.value;
}

/** Real answers, in English, as the OpenAPI document's examples. */
function openApiExamples(
  info: Info,
  details: FunctionDetail[],
  popular: FunctionBrief[],
  categories: ReturnType<typeof toCategories>,
  notFoundSuggestions: string[],
  names: FunctionNames,
): OpenApiExamples {
  const lang: Locale = 'en';
  const sample = details.find((d) => d.slug === 'vlookup') ?? details[0]!;
  return {
    InfoResponse: success(info, { lang }),
    ListResponse: listBody(popular, 1, 3, lang),
    FunctionResponse: success(sample, { lang }),
    CategoriesResponse: success(categories, { lang }),
    SearchResponse: searchBody(
      popular.filter((b) => b.slug === sample.slug),
      1,
      DEFAULT_PER_PAGE,
      lang,
      sample.slug,
    ),
    TranslateResponse: exampleTranslation(names),
    notFoundSuggestions: notFoundSuggestions.slice(0, 5),
  };
}
