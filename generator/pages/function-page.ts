/** A function's page: everything its API answer holds, readable without JavaScript. */
import { formulaLocaleOf } from '../../shared/formula/locales.js';
import { localizeResult } from '../../shared/formula/translate.js';
import type { Locale } from '../../shared/locales.js';
import type { Category, FunctionDetail } from '../../shared/types.js';
import { exampleSheet } from './example-sheet.js';
import { proseHtml } from './prose-html.js';
import { html, type Html } from './html.js';
import { pagePath, relativeLink } from './paths.js';
import { APPLICATION_NAMES, UI, type UiStrings } from './ui/index.js';

/** A cell's value as the reader's Excel displays it: its decimal mark and logical values; text as written. */
const shownIn = (lang: Locale) => (value: string | number | boolean) =>
  typeof value === 'string' ? value : localizeResult(typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value), formulaLocaleOf(lang));

const code = (text: string) => html`<code dir="ltr">${text}</code>`;

/** A formula to copy in the reader's form, and its English form beneath where the two differ. */
function formulaBlock(ui: UiStrings, local: string, english: string): Html {
  return html`<div class="formula"><pre dir="ltr" tabindex="0"><code>${local}</code></pre><button type="button" class="copy" data-copy="${local}" data-copied="${ui.copied}" hidden>${ui.copy}</button></div>
${local !== english && html`<p class="english">${ui.englishForm}: ${code(english)}</p>`}`;
}

export function functionBody(fn: FunctionDetail, lang: Locale, category: Category | undefined, titles: ReadonlyMap<string, FunctionDetail>): Html {
  const ui = UI[lang];
  const here = pagePath.function(lang, fn.slug);
  const link = (to: string) => relativeLink(here, to);
  const badges = [
    ui.version(fn.version),
    `${ui.availableIn}: ${fn.applications.map((a) => APPLICATION_NAMES[a] ?? a).join(lang === 'fa' || lang === 'ar' ? '، ' : ', ')}`,
    ...(fn.volatile ? [ui.volatile] : []),
    ...(fn.dynamicArray ? [ui.dynamicArray] : []),
  ];
  const args =
    fn.args.length > 0 &&
    html`<section><h2>${ui.arguments}</h2>
<div class="scroll" tabindex="0"><table class="arguments"><thead><tr><th>${ui.argument}</th><th>${ui.type}</th><th>${ui.requirement}</th><th>${ui.meaning}</th></tr></thead><tbody>
${fn.args.map((a) => html`<tr><td>${code(a.nameLocal)}</td><td>${ui.argumentTypes[a.type]}</td><td>${a.required ? ui.required : ui.optional}</td><td>${proseHtml(a.desc)}</td></tr>\n`)}</tbody></table></div></section>`;
  const examples = fn.examples.map(
    (e) => html`<figure class="example"><figcaption>${proseHtml(e.title)}</figcaption>
${e.cells && exampleSheet(ui, e.cells, e.resultLocal, shownIn(lang), lang === 'fa' || lang === 'ar')}${formulaBlock(ui, e.codeLocal, e.code)}
<p class="result">${ui.result}: <output dir="ltr">${e.resultLocal}</output></p></figure>\n`,
  );
  const errors =
    fn.errors.length > 0 &&
    html`<section><h2>${ui.errors}</h2><dl class="errors">${fn.errors.map(
      (e) =>
        html`<dt>${code(e.codeLocal)}${e.codeLocal !== e.code && html` <span class="english">(${code(e.code)})</span>`}</dt><dd><p>${proseHtml(e.desc)}</p><p><strong>${ui.fix}:</strong> ${proseHtml(e.fix)}</p></dd>`,
    )}</dl></section>`;
  const related =
    fn.related.length > 0 &&
    html`<section><h2>${ui.related}</h2><ul class="related">${fn.related.map(
      (slug) => html`<li><a href="${link(pagePath.function(lang, slug))}">${proseHtml(titles.get(slug)?.title ?? slug)}</a></li>`,
    )}</ul></section>`;
  const localized = Object.entries(fn.names).filter(([, name]) => name !== fn.name);
  const names =
    localized.length > 0 &&
    html`<section><h2>${ui.localizedNames}</h2><dl class="names">${localized.map(([l, name]) => html`<dt>${UI[l as Locale].languageName}</dt><dd>${code(name)}</dd>`)}</dl></section>`;
  return html`<nav class="breadcrumb" aria-label="breadcrumb"><a href="${link(pagePath.home(lang))}">${ui.home}</a>${
    category && html` › <a href="${link(pagePath.category(lang, category.slug))}">${category.title}</a>`
  }</nav>
<article class="function">
<h1>${proseHtml(fn.title)}</h1>
<ul class="badges">${badges.map((b) => html`<li>${b}</li>`)}</ul>
<p class="description">${proseHtml(fn.description)}</p>
<section><h2>${ui.syntax}</h2>${formulaBlock(ui, fn.syntaxLocal, fn.syntax)}<p>${ui.returns}: ${proseHtml(fn.output)}</p></section>
${args}
<section><h2>${ui.examples}</h2>${ui.formulaNote && html`<p class="note">${ui.formulaNote}</p>`}${examples}</section>
<section><h2>${ui.tips}</h2><ul class="tips">${fn.tips.map((t) => html`<li>${proseHtml(t)}</li>`)}</ul></section>
${errors}
${related}
${names}
</article>`;
}
