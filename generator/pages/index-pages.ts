/** The home page of a locale (categories and search) and a category's page (its functions). */
import type { Locale } from '../../shared/locales.js';
import type { Category, FunctionBrief } from '../../shared/types.js';
import { escapeHtml } from '../html.js';
import { pagePath, relativeLink } from './paths.js';
import { UI } from './ui-strings.js';

export function homeBody(lang: Locale, categories: readonly Category[], docsUrl: string): string {
  const ui = UI[lang];
  const here = pagePath.home(lang);
  const items = categories
    .map(
      (c) =>
        `<li style="--accent:${escapeHtml(c.color)}"><a href="${escapeHtml(relativeLink(here, pagePath.category(lang, c.slug)))}">${escapeHtml(c.title)}</a> <span class="count">${escapeHtml(ui.functionsCount(c.count))}</span></li>`,
    )
    .join('\n');
  return `<h1>${escapeHtml(ui.siteName)}</h1>
<p class="lead">${escapeHtml(ui.tagline)}</p>
<section><h2>${escapeHtml(ui.categories)}</h2><ul class="categories">
${items}
</ul></section>
<p class="api"><a href="${escapeHtml(docsUrl)}">${escapeHtml(ui.apiDocs)}</a></p>`;
}

export function categoryBody(lang: Locale, category: Category, functions: readonly FunctionBrief[]): string {
  const ui = UI[lang];
  const here = pagePath.category(lang, category.slug);
  const items = functions
    .map((f) => `<li><a href="${escapeHtml(relativeLink(here, pagePath.function(lang, f.slug)))}"><code dir="ltr">${escapeHtml(f.name)}</code></a> <span>${escapeHtml(f.title)}</span></li>`)
    .join('\n');
  return `<nav class="breadcrumb" aria-label="breadcrumb"><a href="${escapeHtml(relativeLink(here, pagePath.home(lang)))}">${escapeHtml(ui.home)}</a></nav>
<h1>${escapeHtml(category.title)}</h1>
<p class="count">${escapeHtml(ui.functionsCount(functions.length))}</p>
<ul class="functions">
${items}
</ul>`;
}
