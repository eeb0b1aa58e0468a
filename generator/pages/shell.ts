/** The frame every page shares: language and direction, canonical and hreflang links, the language switcher and the search box. */
import { LOCALES, type Locale } from '../../shared/locales.js';
import { escapeHtml } from '../html.js';
import { relativeLink, rootOf } from './paths.js';
import { UI } from './ui-strings.js';

export const RTL: ReadonlySet<Locale> = new Set(['fa', 'ar']);

export interface PageFrame {
  lang: Locale;
  /** This page's path in dist/, e.g. `fa/function/sum/index.html`. */
  path: string;
  /** The same page's path in another locale. */
  pathIn: (lang: Locale) => string;
  /** Absolute address of the page in each locale (hreflang), and the canonical one. */
  urlIn: (lang: Locale) => string;
  canonical: string;
  title: string;
  description: string;
  body: string;
}

export function renderPage(page: PageFrame): string {
  const ui = UI[page.lang];
  const root = rootOf(page.path);
  const home = relativeLink(page.path, `${page.lang}/index.html`);
  const alternates = LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(page.urlIn(l))}">`).join('\n');
  const switcher = LOCALES.filter((l) => l !== page.lang)
    .map((l) => `<li><a href="${escapeHtml(relativeLink(page.path, page.pathIn(l)))}" hreflang="${l}" lang="${l}">${escapeHtml(UI[l].languageName)}</a></li>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="${page.lang}" dir="${RTL.has(page.lang) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · ${escapeHtml(ui.siteName)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="canonical" href="${escapeHtml(page.canonical)}">
${alternates}
<link rel="alternate" hreflang="x-default" href="${escapeHtml(page.urlIn('fa'))}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${root}assets/site.css">
<script src="${root}assets/search.js" defer></script>
</head>
<body>
<header class="site">
<a class="brand" href="${escapeHtml(home)}">${escapeHtml(ui.siteName)}</a>
<form class="search" role="search" data-lang="${page.lang}" data-root="${root}">
<label><span class="visually-hidden">${escapeHtml(ui.search)}</span><input type="search" name="q" placeholder="${escapeHtml(ui.searchPlaceholder)}" autocomplete="off"></label>
<button type="submit">${escapeHtml(ui.search)}</button>
<ol class="results" aria-live="polite" data-empty="${escapeHtml(ui.searchNoResults)}"></ol>
<noscript><p class="note">${escapeHtml(ui.searchNeedsScript)}</p></noscript>
</form>
<nav class="languages" aria-label="${escapeHtml(ui.otherLanguages)}"><ul>${switcher}</ul></nav>
</header>
<main>
${page.body}
</main>
</body>
</html>
`;
}
