/**
 * The human-readable pages: a page per function, category and home per locale, the root
 * language chooser, the stylesheet, the search script and its per-locale data, and sitemap.xml.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { LOCALES, type Locale } from '../../shared/locales.js';
import type { ExportedSearchIndex } from '../../shared/search/search-index.js';
import type { Category, FunctionBrief, FunctionDetail } from '../../shared/types.js';
import { urls } from '../../shared/urls.js';
import { escapeHtml } from '../html.js';
import { functionBody } from './function-page.js';
import { categoryBody, homeBody } from './index-pages.js';
import { pagePath } from './paths.js';
import { renderPage } from './shell.js';
import { UI } from './ui-strings.js';

export interface LocaleContent {
  details: FunctionDetail[];
  /** Briefs in popular order. */
  popular: FunctionBrief[];
  categories: Category[];
  searchIndex: ExportedSearchIndex;
}

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

function searchScript(): string {
  const result = buildSync({ entryPoints: [here('browser-search.ts')], bundle: true, format: 'iife', minify: true, write: false, target: 'es2020', legalComments: 'none', logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

export function buildPages(base: string, content: ReadonlyMap<Locale, LocaleContent>): Map<string, string> {
  const files = new Map<string, string>();
  const homeUrl = (lang: Locale) => `${base}/${lang}/`;
  const sitemap: string[] = [];
  for (const lang of LOCALES) {
    const { details, popular, categories, searchIndex } = content.get(lang)!;
    const ui = UI[lang];
    const bySlug = new Map(details.map((d) => [d.slug, d]));
    const categoryOf = new Map(categories.map((c) => [c.slug, c]));

    files.set(pagePath.home(lang), renderPage({
      lang, path: pagePath.home(lang), pathIn: pagePath.home, urlIn: homeUrl, canonical: homeUrl('fa'),
      title: ui.siteName, description: ui.tagline, body: homeBody(lang, categories, urls.docs(base)),
    }));
    sitemap.push(homeUrl(lang));

    for (const category of categories) {
      const path = pagePath.category(lang, category.slug);
      files.set(path, renderPage({
        lang, path, pathIn: (l) => pagePath.category(l, category.slug), urlIn: (l) => urls.categoryPage(base, l, category.slug),
        canonical: urls.categoryPage(base, 'fa', category.slug), title: category.title, description: `${category.title} · ${ui.functionsCount(category.count)}`,
        body: categoryBody(lang, category, popular.filter((f) => f.category === category.slug)),
      }));
      sitemap.push(category.url);
    }

    for (const fn of details) {
      const path = pagePath.function(lang, fn.slug);
      files.set(path, renderPage({
        lang, path, pathIn: (l) => pagePath.function(l, fn.slug), urlIn: (l) => urls.functionPage(base, l, fn.slug),
        canonical: fn.links.canonical, title: fn.title, description: fn.description,
        body: functionBody(fn, lang, categoryOf.get(fn.category), bySlug),
      }));
      sitemap.push(fn.links.url);
    }

    const titles = Object.fromEntries(details.map((d) => [d.slug, d.title]));
    files.set(`assets/search-${lang}.js`, `(self.SFR_SEARCH=self.SFR_SEARCH||{})[${JSON.stringify(lang)}]=${JSON.stringify({ index: searchIndex, titles })};\n`);
  }
  files.set('assets/site.css', readFileSync(here('site.css'), 'utf8'));
  files.set('assets/search.js', searchScript());
  files.set('index.html', languageChooser());
  files.set('sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemap.map((u) => `<url><loc>${escapeHtml(u)}</loc></url>`).join('\n')}\n</urlset>\n`);
  files.set('robots.txt', `User-agent: *\nAllow: /\nSitemap: ${base}/sitemap.xml\n`);
  return files;
}

/** dist/index.html: the Persian home, with every language one click away (no script needed). */
function languageChooser(): string {
  const links = LOCALES.map((l) => `<li><a href="${pagePath.home(l)}" lang="${l}" hreflang="${l}">${escapeHtml(UI[l].siteName)} (${escapeHtml(UI[l].languageName)})</a></li>`).join('\n');
  return `<!DOCTYPE html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0; url=fa/index.html">
<title>${escapeHtml(UI.fa.siteName)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="assets/site.css">
</head>
<body>
<main>
<ul>
${links}
</ul>
</main>
</body>
</html>
`;
}
