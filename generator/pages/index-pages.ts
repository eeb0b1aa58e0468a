/** The home page of a locale (categories and search) and a category's page (its functions). */
import type { Locale } from '../../shared/locales.js';
import type { Category, FunctionBrief } from '../../shared/types.js';
import { html, type Html } from './html.js';
import { pagePath, relativeLink } from './paths.js';
import { UI } from './ui-strings.js';

export function homeBody(lang: Locale, categories: readonly Category[], docsUrl: string): Html {
  const ui = UI[lang];
  const here = pagePath.home(lang);
  return html`<h1>${ui.siteName}</h1>
<p class="lead">${ui.tagline}</p>
<section><h2>${ui.categories}</h2><ul class="categories">
${categories.map(
  (c) =>
    html`<li style="--accent:${c.color}"><a href="${relativeLink(here, pagePath.category(lang, c.slug))}">${c.title}</a> <span class="count">${ui.functionsCount(c.count)}</span></li>\n`,
)}</ul></section>
<p class="api"><a href="${docsUrl}">${ui.apiDocs}</a></p>`;
}

export function categoryBody(lang: Locale, category: Category, functions: readonly FunctionBrief[]): Html {
  const ui = UI[lang];
  const here = pagePath.category(lang, category.slug);
  return html`<nav class="breadcrumb" aria-label="breadcrumb"><a href="${relativeLink(here, pagePath.home(lang))}">${ui.home}</a></nav>
<h1>${category.title}</h1>
<p class="count">${ui.functionsCount(functions.length)}</p>
<ul class="functions">
${functions.map((f) => html`<li><a href="${relativeLink(here, pagePath.function(lang, f.slug))}"><code dir="ltr">${f.name}</code></a> <span>${f.title}</span></li>\n`)}</ul>`;
}
