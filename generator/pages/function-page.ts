/** A function's page: everything its API answer holds, readable without JavaScript. */
import type { Locale } from '../../shared/locales.js';
import type { Category, FunctionDetail } from '../../shared/types.js';
import { html, type Html } from './html.js';
import { pagePath, relativeLink } from './paths.js';
import { APPLICATION_NAMES, UI } from './ui-strings.js';

const code = (text: string) => html`<code dir="ltr">${text}</code>`;

export function functionBody(fn: FunctionDetail, lang: Locale, category: Category | undefined, titles: ReadonlyMap<string, FunctionDetail>): Html {
  const ui = UI[lang];
  const here = pagePath.function(lang, fn.slug);
  const link = (to: string) => relativeLink(here, to);
  const badges = [
    `${ui.since} ${fn.version}`,
    `${ui.availableIn}: ${fn.applications.map((a) => APPLICATION_NAMES[a] ?? a).join(', ')}`,
    ...(fn.volatile ? [ui.volatile] : []),
    ...(fn.dynamicArray ? [ui.dynamicArray] : []),
  ];
  const args =
    fn.args.length > 0 &&
    html`<section><h2>${ui.arguments}</h2>
<table><thead><tr><th>${ui.argument}</th><th>${ui.type}</th><th>${ui.requirement}</th><th>${ui.meaning}</th></tr></thead><tbody>
${fn.args.map((a) => html`<tr><td>${code(a.name)}</td><td>${code(a.type)}</td><td>${a.required ? ui.required : ui.optional}</td><td>${a.desc}</td></tr>\n`)}</tbody></table></section>`;
  const examples = fn.examples.map((e) => {
    const cells =
      e.cells &&
      html`<table class="cells" dir="ltr"><caption>${ui.cells}</caption><tbody>${Object.entries(e.cells).map(
        ([address, value]) => html`<tr><th scope="row">${address}</th><td>${String(value)}</td></tr>`,
      )}</tbody></table>`;
    return html`<figure class="example"><figcaption>${e.title}</figcaption>
<pre dir="ltr"><code>${e.code}</code></pre>
${cells}<p>${ui.result}: <output dir="ltr">${e.result}</output></p></figure>\n`;
  });
  const errors =
    fn.errors.length > 0 &&
    html`<section><h2>${ui.errors}</h2><dl class="errors">${fn.errors.map(
      (e) => html`<dt>${code(e.code)}</dt><dd><p>${e.desc}</p><p><strong>${ui.fix}:</strong> ${e.fix}</p></dd>`,
    )}</dl></section>`;
  const related =
    fn.related.length > 0 &&
    html`<section><h2>${ui.related}</h2><ul class="related">${fn.related.map(
      (slug) => html`<li><a href="${link(pagePath.function(lang, slug))}">${titles.get(slug)?.title ?? slug}</a></li>`,
    )}</ul></section>`;
  const localized = Object.entries(fn.names).filter(([, name]) => name !== fn.name);
  const names =
    localized.length > 0 &&
    html`<section><h2>${ui.localizedNames}</h2><dl class="names">${localized.map(([l, name]) => html`<dt>${UI[l as Locale].languageName}</dt><dd>${code(name)}</dd>`)}</dl></section>`;
  return html`<nav class="breadcrumb" aria-label="breadcrumb"><a href="${link(pagePath.home(lang))}">${ui.home}</a>${
    category && html` › <a href="${link(pagePath.category(lang, category.slug))}">${category.title}</a>`
  }</nav>
<article class="function">
<h1>${fn.title}</h1>
<ul class="badges">${badges.map((b) => html`<li>${b}</li>`)}</ul>
<p class="description">${fn.description}</p>
<section><h2>${ui.syntax}</h2><pre dir="ltr"><code>${fn.syntax}</code></pre><p>${ui.returns}: ${fn.output}</p></section>
${args}
<section><h2>${ui.examples}</h2>${examples}</section>
<section><h2>${ui.tips}</h2><ul class="tips">${fn.tips.map((t) => html`<li>${t}</li>`)}</ul></section>
${errors}
${related}
${names}
</article>`;
}
