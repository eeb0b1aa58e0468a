/** A function's page: everything its API answer holds, readable without JavaScript. */
import type { Locale } from '../../shared/locales.js';
import type { Category, FunctionDetail } from '../../shared/types.js';
import { escapeHtml } from '../html.js';
import { pagePath, relativeLink } from './paths.js';
import { APPLICATION_NAMES, UI } from './ui-strings.js';

const ltr = (text: string, tag = 'code') => `<${tag} dir="ltr">${escapeHtml(text)}</${tag}>`;

export function functionBody(fn: FunctionDetail, lang: Locale, category: Category | undefined, titles: ReadonlyMap<string, FunctionDetail>): string {
  const ui = UI[lang];
  const here = pagePath.function(lang, fn.slug);
  const link = (to: string) => escapeHtml(relativeLink(here, to));
  const badges = [
    `${escapeHtml(ui.since)} ${escapeHtml(fn.version)}`,
    `${escapeHtml(ui.availableIn)}: ${fn.applications.map((a) => APPLICATION_NAMES[a] ?? a).join(', ')}`,
    ...(fn.volatile ? [escapeHtml(ui.volatile)] : []),
    ...(fn.dynamicArray ? [escapeHtml(ui.dynamicArray)] : []),
  ];
  const args = fn.args.length
    ? `<section><h2>${escapeHtml(ui.arguments)}</h2>
<table><thead><tr><th>${escapeHtml(ui.argument)}</th><th>${escapeHtml(ui.type)}</th><th>${escapeHtml(ui.requirement)}</th><th>${escapeHtml(ui.meaning)}</th></tr></thead><tbody>
${fn.args.map((a) => `<tr><td>${ltr(a.name)}</td><td>${ltr(a.type)}</td><td>${escapeHtml(a.required ? ui.required : ui.optional)}</td><td>${escapeHtml(a.desc)}</td></tr>`).join('\n')}
</tbody></table></section>`
    : '';
  const examples = fn.examples
    .map((e) => {
      const cells = e.cells
        ? `<table class="cells" dir="ltr"><caption>${escapeHtml(ui.cells)}</caption><tbody>${Object.entries(e.cells)
            .map(([address, value]) => `<tr><th scope="row">${escapeHtml(address)}</th><td>${escapeHtml(String(value))}</td></tr>`)
            .join('')}</tbody></table>`
        : '';
      return `<figure class="example"><figcaption>${escapeHtml(e.title)}</figcaption>
<pre dir="ltr"><code>${escapeHtml(e.code)}</code></pre>
${cells}<p>${escapeHtml(ui.result)}: <output dir="ltr">${escapeHtml(e.result)}</output></p></figure>`;
    })
    .join('\n');
  const errors = fn.errors.length
    ? `<section><h2>${escapeHtml(ui.errors)}</h2><dl class="errors">${fn.errors
        .map((e) => `<dt>${ltr(e.code)}</dt><dd><p>${escapeHtml(e.desc)}</p><p><strong>${escapeHtml(ui.fix)}:</strong> ${escapeHtml(e.fix)}</p></dd>`)
        .join('')}</dl></section>`
    : '';
  const related = fn.related.length
    ? `<section><h2>${escapeHtml(ui.related)}</h2><ul class="related">${fn.related
        .map((slug) => {
          const other = titles.get(slug);
          return `<li><a href="${link(pagePath.function(lang, slug))}">${escapeHtml(other?.title ?? slug)}</a></li>`;
        })
        .join('')}</ul></section>`
    : '';
  const localized = Object.entries(fn.names).filter(([, name]) => name !== fn.name);
  const names = localized.length
    ? `<section><h2>${escapeHtml(ui.localizedNames)}</h2><dl class="names">${localized
        .map(([l, name]) => `<dt>${escapeHtml(UI[l as Locale].languageName)}</dt><dd>${ltr(name)}</dd>`)
        .join('')}</dl></section>`
    : '';
  return `<nav class="breadcrumb" aria-label="breadcrumb"><a href="${link(pagePath.home(lang))}">${escapeHtml(ui.home)}</a>${
    category ? ` › <a href="${link(pagePath.category(lang, category.slug))}">${escapeHtml(category.title)}</a>` : ''
  }</nav>
<article class="function">
<h1>${escapeHtml(fn.title)}</h1>
<ul class="badges">${badges.map((b) => `<li>${b}</li>`).join('')}</ul>
<p class="description">${escapeHtml(fn.description)}</p>
<section><h2>${escapeHtml(ui.syntax)}</h2><pre dir="ltr"><code>${escapeHtml(fn.syntax)}</code></pre><p>${escapeHtml(ui.returns)}: ${escapeHtml(fn.output)}</p></section>
${args}
<section><h2>${escapeHtml(ui.examples)}</h2>${examples}</section>
<section><h2>${escapeHtml(ui.tips)}</h2><ul class="tips">${fn.tips.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul></section>
${errors}
${related}
${names}
</article>`;
}
