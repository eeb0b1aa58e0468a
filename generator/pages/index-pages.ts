/** The home page of a locale and a category's page. */
import { LOCALES, type Locale } from '../../shared/locales.js';
import type { Category, FunctionBrief, FunctionDetail } from '../../shared/types.js';
import { plainText } from '../../shared/text/code-spans.js';
import { html, type Html } from './html.js';
import { pagePath, relativeLink, rootOf } from './paths.js';
import { UI } from './ui/index.js';

const POPULAR_COUNT = 12;

/** The name the reader's Excel gives a function, in the order and letter groups of the reader's alphabet. */
function alphabeticalIndex(lang: Locale, functions: readonly FunctionDetail[], here: string): Html {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const localName = (f: FunctionDetail) => f.names[lang];
  const sorted = [...functions].sort((a, b) => collator.compare(localName(a), localName(b)) || (a.slug < b.slug ? -1 : 1));
  const groups = new Map<string, FunctionDetail[]>();
  for (const f of sorted) {
    const letter = localName(f).charAt(0).toLocaleUpperCase(lang);
    groups.set(letter, [...(groups.get(letter) ?? []), f]);
  }
  return html`<nav class="letters" aria-label="A–Z"><ul>${[...groups.keys()].map((letter, i) => html`<li><a href="#letter-${i}">${letter}</a></li>`)}</ul></nav>
${[...groups].map(
  ([letter, group], i) =>
    html`<h3 id="letter-${i}">${letter}</h3><ul class="a-z">${group.map(
      (f) => html`<li><a href="${relativeLink(here, pagePath.function(lang, f.slug))}"><code dir="ltr">${localName(f)}</code></a></li>`,
    )}</ul>\n`,
)}`;
}

function translateBox(lang: Locale, here: string): Html {
  const ui = UI[lang];
  const options = (selected: string) => LOCALES.map((l) => html`<option value="${l}"${l === selected ? html` selected` : ''}>${UI[l].languageName}</option>`);
  return html`<section class="translate-section"><h2>${ui.translateTitle}</h2>
<p>${ui.translateIntro}</p>
<form class="translate" data-root="${rootOf(here)}" data-lang="${lang}" data-detected="${ui.translateDetected('{language}')}" data-unknown="${ui.translateUnknown}" data-unreadable="${ui.translateUnreadable('{position}')}">
<label class="formula-input">${ui.translateFormula} <textarea name="formula" rows="3" dir="ltr" spellcheck="false" autocomplete="off"></textarea></label>
<div class="choices"><label>${ui.translateFrom} <select name="from"><option value="">${ui.translateDetect}</option>${options('')}</select></label>
<label>${ui.translateTo} <select name="to">${options(lang === 'en' ? 'de' : lang)}</select></label>
<button type="submit">${ui.translateButton}</button></div>
<output dir="ltr" class="translated"></output>
<p class="translate-note" aria-live="polite"></p>
<p class="note needs-script">${ui.translateNeedsScript}</p>
</form></section>`;
}

export function homeBody(
  lang: Locale,
  categories: readonly Category[],
  popular: readonly FunctionBrief[],
  details: readonly FunctionDetail[],
  docsUrl: string,
): Html {
  const ui = UI[lang];
  const here = pagePath.home(lang);
  return html`<h1>${ui.siteName}</h1>
<p class="lead">${ui.tagline}</p>
${ui.formulaNote && html`<p class="note">${ui.formulaNote}</p>`}
<section><h2>${ui.popularFunctions}</h2><ul class="popular">
${popular.slice(0, POPULAR_COUNT).map((f) => html`<li><a href="${relativeLink(here, pagePath.function(lang, f.slug))}">${plainText(f.title)}</a></li>\n`)}</ul></section>
<section><h2>${ui.categories}</h2><ul class="categories">
${categories.map(
  (c) =>
    html`<li style="--accent:${c.color}"><a href="${relativeLink(here, pagePath.category(lang, c.slug))}">${c.title}</a> <span class="count">${ui.functionsCount(c.count)}</span></li>\n`,
)}</ul></section>
${translateBox(lang, here)}
<section class="index"><h2>${ui.allFunctions}</h2>
${alphabeticalIndex(lang, details, here)}</section>
<p class="api"><a href="${docsUrl}">${ui.apiDocs}</a></p>`;
}

export function categoryBody(lang: Locale, category: Category, functions: readonly FunctionBrief[], details: ReadonlyMap<string, FunctionDetail>): Html {
  const ui = UI[lang];
  const here = pagePath.category(lang, category.slug);
  return html`<nav class="breadcrumb" aria-label="breadcrumb"><a href="${relativeLink(here, pagePath.home(lang))}">${ui.home}</a></nav>
<h1>${category.title}</h1>
<p class="count">${ui.functionsCount(functions.length)}</p>
<ul class="functions">
${functions.map((f) => {
  const local = details.get(f.slug)?.names[lang] ?? f.name;
  // The title starts with the name; the list shows the name once, as the reader's Excel writes it.
  const rest = f.title.startsWith(local)
    ? f.title.slice(local.length).replace(/^[\s,،:–-]+/, '')
    : f.title.startsWith(f.name)
      ? f.title.slice(f.name.length).replace(/^[\s,،:–-]+/, '')
      : f.title;
  return html`<li><a href="${relativeLink(here, pagePath.function(lang, f.slug))}"><code dir="ltr">${local}</code></a> <span>${rest}</span></li>\n`;
})}</ul>`;
}
