/**
 * The one frame every HTML page shares: language and direction, title and description, the
 * stylesheet, and (for the reference pages) canonical and hreflang links, the search box and the
 * language switcher.
 */
import { LOCALES, type Locale } from '../../shared/locales.js';
import { html, render, type Html } from './html.js';
import { relativeLink, rootOf } from './paths.js';
import { UI } from './ui/index.js';

export const RTL: ReadonlySet<Locale> = new Set(['fa', 'ar']);

export interface PageFrame {
  lang: Locale;
  /** This page's path in dist/, e.g. `fa/function/sum/index.html`: links are relative to it. */
  path: string;
  title: string;
  description: string;
  body: Html;
  /** A page of the reference in every locale: canonical and hreflang links, the language switcher. */
  alternates?: {
    /** The same page's path in another locale. */
    pathIn: (lang: Locale) => string;
    /** Absolute address of the page in each locale, and the canonical one. */
    urlIn: (lang: Locale) => string;
    canonical: string;
  };
  /** Show the search box in the header (the reference pages); `any-locale`: in the locale the address names (the 404 page). */
  search?: boolean | 'any-locale';
  /** Replace the site's name in the title (pages that are not part of the reference). */
  fullTitle?: string;
  /** The site's root as seen from the page, where relative links cannot be used (the 404 page answers at any depth). */
  root?: string;
}

export function renderPage(page: PageFrame): string {
  const ui = UI[page.lang];
  const root = page.root ?? rootOf(page.path);
  const home = `${root}${page.lang}/index.html`;
  const alt = page.alternates;
  return render(html`<!DOCTYPE html>
<html lang="${page.lang}" dir="${RTL.has(page.lang) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.fullTitle ?? `${page.title} · ${ui.siteName}`}</title>
<meta name="description" content="${page.description}">
${
  alt
    ? html`<link rel="canonical" href="${alt.canonical}">
${LOCALES.map((l) => html`<link rel="alternate" hreflang="${l}" href="${alt.urlIn(l)}">\n`)}<link rel="alternate" hreflang="x-default" href="${alt.urlIn('fa')}">
`
    : ''
}<link rel="icon" href="data:,">
<link rel="stylesheet" href="${root}assets/site.css">
${page.search ? html`<script src="${root}assets/site.js" defer></script>\n` : ''}</head>
<body>
<header class="site">
<a class="brand" href="${home}">${ui.siteName}</a>
${
  page.search
    ? html`<form class="search" role="search" data-lang="${page.search === 'any-locale' ? 'auto' : page.lang}" data-root="${root}">
<label for="search-input" class="visually-hidden">${ui.search}</label>
<input id="search-input" type="search" name="q" placeholder="${ui.searchPlaceholder}" autocomplete="off" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results">
<button type="submit">${ui.search}</button>
<ol class="results" id="search-results" role="listbox" aria-label="${ui.searchResults}"></ol>
<p class="search-status visually-hidden" aria-live="polite" data-empty="${ui.searchNoResults}" data-count="${ui.searchResultCount('{n}')}"></p>
<noscript><p class="note">${ui.searchNeedsScript}</p></noscript>
</form>
`
    : ''
}${
    alt
      ? html`<nav class="languages" aria-label="${ui.otherLanguages}"><ul>${LOCALES.filter((l) => l !== page.lang).map(
          (l) => html`<li><a href="${relativeLink(page.path, alt.pathIn(l))}" hreflang="${l}" lang="${l}">${UI[l].languageName}</a></li>`,
        )}</ul></nav>
`
      : ''
  }</header>
<main>
${page.body}
</main>
</body>
</html>
`);
}
