/**
 * The whole of dist/ as a map from path to content: a pure function of the catalogue and the
 * base address, so two builds of the same content give the same bytes.
 */
import { success, toJson } from '../shared/envelope.js';
import { ALL, layout } from '../shared/layout.js';
import { LOCALES, type Locale } from '../shared/locales.js';
import { ENDPOINT_LINES } from '../shared/operations.js';
import { DEFAULT_PER_PAGE, SORTS } from '../shared/params.js';
import { pageCount } from '../shared/paginate.js';
import { listBody, searchBody } from '../shared/responses.js';
import { buildSearchIndex } from '../shared/search/search-index.js';
import { searchDocumentsOf } from './search-documents.js';
import type { FunctionBrief, Info } from '../shared/types.js';
import { urls } from '../shared/urls.js';
import type { Catalogue } from '../lint/catalogue.js';
import { buildCatalogueIndex } from './catalogue-index.js';
import { buildDocsPage } from './docs-page.js';
import { buildOpenApi } from './openapi.js';
import { headersFile, notFoundPage, routesJson } from './pages-config.js';
import { toBrief, toCategories, toFunctionDetail, type ProjectionContext } from './project.js';
import { schemaFiles, typeDeclarations } from './typed-data.js';
import { buildPages, type LocaleContent } from './pages/site-pages.js';

export interface BuildOptions {
  base: string;
}

export type SiteFiles = Map<string, string>;

/** A path of the layout (`/api/v1/...`) as a path inside dist/ (`api/v1/...`). */
const file = (path: string) => path.replace(/^\//, '');

export async function buildSite(catalogue: Catalogue, { base }: BuildOptions): Promise<SiteFiles> {
  const files: SiteFiles = new Map();
  const ctx: ProjectionContext = { base, views: catalogue.views, slugs: new Set(catalogue.functions.map((f) => f.slug)) };
  const categorySlugs = catalogue.categories.map((c) => c.slug);
  const index = buildCatalogueIndex(
    catalogue.functions.map((f) => ({ slug: f.slug, popularity: f.source.popularity, views: ctx.views.get(f.slug) ?? 0, category: f.source.category })),
    categorySlugs,
  );
  files.set(file(layout.catalogueIndex()), toJson(index));
  const bySlug = new Map(catalogue.functions.map((f) => [f.slug, f]));

  const info: Info = {
    name: 'Spreadsheet Function Reference API',
    version: 'v1',
    base,
    docs: urls.docs(base),
    openapi: urls.openapi(base),
    endpoints: [...ENDPOINT_LINES],
  };

  const pagesContent = new Map<Locale, LocaleContent>();
  for (const lang of LOCALES) {
    const details = index.slugs.map((slug) => toFunctionDetail(bySlug.get(slug)!, lang, ctx));
    const briefs = details.map(toBrief);
    files.set(file(layout.bulk(lang)), toJson(details));
    files.set(file(layout.info(lang)), toJson(success(info, { lang })));
    files.set(file(layout.categories(lang)), toJson(success(toCategories(catalogue, lang, base), { lang })));
    files.set(file(layout.briefs(lang)), toJson(briefs));
    const searchIndex = buildSearchIndex(searchDocumentsOf(index.orders[ALL]!.popular.map((i) => details[i]!), bySlug));
    files.set(file(layout.searchIndex(lang)), toJson(searchIndex));
    const categories = toCategories(catalogue, lang, base);
    pagesContent.set(lang, { details, popular: index.orders[ALL]!.popular.map((i) => briefs[i]!), categories, searchIndex });
    for (const detail of details) files.set(file(layout.detail(detail.slug, lang)), toJson(success(detail, { lang })));
    for (const category of [null, ...categorySlugs]) {
      for (const sort of SORTS) {
        const ordered = index.orders[category ?? ALL]![sort].map((i) => briefs[i]!);
        const pages = Math.max(1, pageCount(ordered.length, DEFAULT_PER_PAGE));
        for (let page = 1; page <= pages; page++) {
          files.set(file(layout.listPage(lang, category, sort, page)), toJson(listBody(ordered, page, DEFAULT_PER_PAGE, lang)));
        }
      }
    }
  }

  const openapi = buildOpenApi(base, categorySlugs, openApiExamples(files, index.slugs));
  files.set(file(layout.openapi()), `${JSON.stringify(openapi, null, 2)}\n`);
  files.set(file(layout.docs()), buildDocsPage(openapi as Parameters<typeof buildDocsPage>[0]));
  for (const [path, content] of buildPages(base, pagesContent)) files.set(path, content);
  for (const [path, content] of schemaFiles(base)) files.set(path, content);
  files.set(file(layout.types()), await typeDeclarations());
  files.set('_routes.json', routesJson());
  files.set('_headers', headersFile());
  files.set('404.html', notFoundPage(urls.docs(base)));
  return files;
}

/** Real answers, in English, as the OpenAPI document's examples. */
function openApiExamples(files: SiteFiles, slugs: string[]) {
  const read = (path: string) => JSON.parse(files.get(file(path))!) as { data: unknown; meta: unknown };
  const lang: Locale = 'en';
  const list = read(layout.listPage(lang, null, 'popular', 1)) as { data: FunctionBrief[] };
  const sample = slugs.includes('vlookup') ? 'vlookup' : slugs[0];
  return {
    info: read(layout.info(lang)),
    list: listBody(list.data, 1, 3, lang),
    detail: sample ? read(layout.detail(sample, lang)) : undefined,
    categories: read(layout.categories(lang)),
    search: searchBody(list.data.filter((b) => b.slug === sample), 1, DEFAULT_PER_PAGE, lang, sample ?? 'sum'),
    notFound: { success: false, data: null, error: 'no function has the slug vlokup; see meta.suggestions', meta: { suggestions: sample ? [sample] : [] } },
  };
}
