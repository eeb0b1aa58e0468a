/**
 * The human-readable pages: a page per function, category and home per locale, the root
 * language chooser, the 404 page, the stylesheet, the search script and its per-locale data, and
 * sitemap.xml.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { CatalogueIndex } from '../../shared/catalogue-index.js';
import type { NameRow } from '../../shared/formula/names.js';
import { LOCALES, type Locale } from '../../shared/locales.js';
import type { SiteSink } from '../site-sink.js';
import type { BuiltSearchIndex } from '../../shared/search/build-index.js';
import type { Category, FunctionBrief, FunctionDetail } from '../../shared/types.js';
import { plainText } from '../../shared/text/code-spans.js';
import { urls } from '../../shared/urls.js';
import { functionBody } from './function-page.js';
import { html, render } from './html.js';
import { categoryBody, homeBody } from './index-pages.js';
import { pagePath } from './paths.js';
import { renderPage } from './shell.js';
import { UI } from './ui/index.js';

export interface LocaleContent {
  details: FunctionDetail[];
  /** Briefs in popular order. */
  popular: FunctionBrief[];
  categories: Category[];
  searchIndex: BuiltSearchIndex;
}

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

function siteScript(): string {
  const result = buildSync({
    entryPoints: [here('browser/site.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The pages of one locale: its home, a page per category and per function, and its search data. */
export function localePages(base: string, lang: Locale, content: LocaleContent, sink: SiteSink): void {
  const { details, popular, categories, searchIndex } = content;
  const ui = UI[lang];
  const homeUrl = (l: Locale) => `${base}/${l}/`;
  const bySlug = new Map(details.map((d) => [d.slug, d]));
  const categoryOf = new Map(categories.map((c) => [c.slug, c]));

  sink.put(
    pagePath.home(lang),
    renderPage({
      lang,
      path: pagePath.home(lang),
      search: true,
      title: ui.siteName,
      fullTitle: ui.siteName,
      description: ui.tagline,
      alternates: { pathIn: pagePath.home, urlIn: homeUrl, canonical: homeUrl('fa') },
      body: homeBody(lang, categories, popular, details, urls.docs(base)),
    }),
  );
  for (const category of categories) {
    const path = pagePath.category(lang, category.slug);
    sink.put(
      path,
      renderPage({
        lang,
        path,
        search: true,
        title: category.title,
        description: `${category.title} · ${ui.functionsCount(category.count)}`,
        alternates: {
          pathIn: (l) => pagePath.category(l, category.slug),
          urlIn: (l) => urls.categoryPage(base, l, category.slug),
          canonical: urls.categoryPage(base, 'fa', category.slug),
        },
        body: categoryBody(
          lang,
          category,
          popular.filter((f) => f.category === category.slug),
          bySlug,
        ),
      }),
    );
  }
  for (const fn of details) sink.put(pagePath.function(lang, fn.slug), functionPage(base, lang, fn, categoryOf.get(fn.category), bySlug));
  const titles = Object.fromEntries(details.map((d) => [d.slug, plainText(d.title)]));
  sink.put(
    `assets/search-${lang}.js`,
    `(self.SFR_SEARCH=self.SFR_SEARCH||{})[${JSON.stringify(lang)}]=${JSON.stringify({ core: searchIndex.core, shards: Object.fromEntries(searchIndex.shards), titles })};\n`,
  );
}

/** A function's page in one locale; `others` gives the titles of related functions. */
export function functionPage(
  base: string,
  lang: Locale,
  fn: FunctionDetail,
  category: Category | undefined,
  others: ReadonlyMap<string, FunctionDetail>,
): string {
  const path = pagePath.function(lang, fn.slug);
  return renderPage({
    lang,
    path,
    search: true,
    title: plainText(fn.title),
    description: plainText(fn.description),
    alternates: { pathIn: (l) => pagePath.function(l, fn.slug), urlIn: (l) => urls.functionPage(base, l, fn.slug), canonical: fn.links.canonical },
    body: functionBody(fn, lang, category, others),
  });
}

/** What every locale shares: the language chooser, the 404 page, the stylesheet, the search script, sitemap.xml and robots.txt. */
export function sharedPages(base: string, index: CatalogueIndex, nameRows: readonly NameRow[], sink: SiteSink): void {
  const sitemap = LOCALES.flatMap((lang) => [
    `${base}/${lang}/`,
    ...index.categories.map((c) => urls.categoryPage(base, lang, c)),
    ...index.slugs.map((slug) => urls.functionPage(base, lang, slug)),
  ]);
  sink.put('assets/site.css', readFileSync(here('site.css'), 'utf8'));
  sink.put('assets/site.js', siteScript());
  sink.put('assets/formula-names.js', `self.SFR_FORMULA_NAMES=${JSON.stringify(nameRows)};\n`);
  sink.put('index.html', languageChooser());
  sink.put('404.html', notFoundPage(base));
  sink.put(
    'sitemap.xml',
    render(html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemap.map((u) => html`<url><loc>${u}</loc></url>\n`)}</urlset>
`),
  );
  sink.put('robots.txt', `User-agent: *\nAllow: /\nSitemap: ${base}/sitemap.xml\n`);
}

/** dist/index.html: every language one click away, Persian first; no redirect. */
function languageChooser(): string {
  const body = html`<h1>${UI.fa.siteName}</h1>
<ul class="languages-chooser">
${LOCALES.map((l) => html`<li><a href="${pagePath.home(l)}" lang="${l}" hreflang="${l}">${UI[l].siteName} (${UI[l].languageName})</a></li>\n`)}</ul>`;
  return renderPage({ lang: 'fa', path: 'index.html', title: UI.fa.siteName, fullTitle: UI.fa.siteName, description: UI.fa.tagline, body });
}

/** What Pages answers for a missing file, at any address: the message in every language, a link home in each, and a search box. */
function notFoundPage(base: string): string {
  const root = `${new URL(base).pathname.replace(/\/$/, '')}/`;
  const body = html`<h1>${UI.fa.notFoundTitle}</h1>
<p>${UI.fa.notFoundText} <a href="${root}fa/index.html">${UI.fa.home}</a></p>
<ul class="not-found">
${LOCALES.filter((l) => l !== 'fa').map(
  (l) =>
    html`<li lang="${l}" dir="${l === 'ar' ? 'rtl' : 'ltr'}"><strong>${UI[l].notFoundTitle}.</strong> ${UI[l].notFoundText} <a href="${root}${l}/index.html">${UI[l].home}</a></li>\n`,
)}</ul>`;
  return renderPage({ lang: 'fa', path: '404.html', root, search: 'any-locale', title: UI.fa.notFoundTitle, description: UI.fa.notFoundText, body });
}
