/** Content sources projected into the API's response objects, one locale at a time. */
import { formulaLocaleOf } from '../shared/formula/locales.js';
import type { FunctionNames } from '../shared/formula/names.js';
import { localizeCode, localizeResult, localizeSyntax } from '../shared/formula/translate.js';
import { LOCALES, type Locale } from '../shared/locales.js';
import type { Category, FunctionBrief, FunctionDetail, LocalizedText } from '../shared/types.js';
import { urls } from '../shared/urls.js';
import type { Catalogue, LoadedFunction } from '../lint/catalogue.js';
import { functionNamesOf } from '../lint/function-names.js';
import { localize } from './localize.js';
import { proseRenderer } from './prose.js';

export interface ProjectionContext {
  base: string;
  views: ReadonlyMap<string, number>;
  /** Slugs that exist: related slugs naming anything else are left out. */
  slugs: ReadonlySet<string>;
  /** Function names in every formula locale, for the formulas in the reader's form. */
  names: FunctionNames;
}

export function projectionContext(catalogue: Catalogue, base: string): ProjectionContext {
  return { base, views: catalogue.views, slugs: new Set(catalogue.functions.map((f) => f.slug)), names: functionNamesOf(catalogue) };
}

export function toFunctionDetail(fn: LoadedFunction, lang: Locale, ctx: ProjectionContext): FunctionDetail {
  const s = fn.source;
  const formula = formulaLocaleOf(lang);
  const argName = (a: (typeof s.args)[number]) => (formula === 'en' ? a.name : (a.names?.[formula] ?? a.name));
  const argNames = new Map(s.args.map((a) => [a.name, argName(a)]));
  const prose = proseRenderer(lang, ctx.names, argNames);
  const text = (t: LocalizedText) => prose(localize(t, lang));
  return {
    slug: fn.slug,
    name: s.name,
    names: Object.fromEntries(
      LOCALES.map((l) => [l, formulaLocaleOf(l) === 'en' ? s.name : s.names[formulaLocaleOf(l) as 'de' | 'fr' | 'tr']]),
    ) as FunctionDetail['names'],
    title: text(s.title),
    category: s.category,
    applications: [...s.applications],
    syntax: s.syntax,
    syntaxLocal: localizeSyntax(s.syntax, formula, ctx.names.byName(s.name), ctx.names, argNames),
    description: text(s.description),
    output: text(s.output),
    version: s.version,
    volatile: s.volatile,
    dynamicArray: s.dynamicArray,
    popularity: s.popularity,
    views: ctx.views.get(fn.slug) ?? 0,
    args: s.args.map((a) => ({ name: a.name, nameLocal: argName(a), type: a.type, required: a.required, desc: text(a.desc) })),
    examples: s.examples.map((e) => ({
      title: text(e.title),
      code: e.code,
      codeLocal: localizeCode(e.code, formula, ctx.names),
      result: e.result,
      resultLocal: localizeResult(e.result, formula),
      ...(e.cells ? { cells: { ...e.cells } } : {}),
    })),
    tips: [...s.tips.map((t) => text(t)), ...(s.localTips ?? []).flatMap((t) => (t[lang] ? [prose(t[lang])] : []))],
    errors: s.errors.map((e) => ({ code: e.code, codeLocal: localizeResult(e.code, formula), desc: text(e.desc), fix: text(e.fix) })),
    related: s.related.filter((slug) => ctx.slugs.has(slug)),
    links: {
      url: urls.functionPage(ctx.base, lang, fn.slug),
      canonical: urls.functionPage(ctx.base, 'fa', fn.slug),
      api: urls.functionApi(ctx.base, lang, fn.slug),
    },
  };
}

export function toBrief(d: FunctionDetail): FunctionBrief {
  return {
    slug: d.slug,
    name: d.name,
    title: d.title,
    category: d.category,
    description: d.description,
    syntax: d.syntax,
    syntaxLocal: d.syntaxLocal,
    popularity: d.popularity,
    views: d.views,
    output: d.output,
    version: d.version,
    url: d.links.url,
  };
}

export function toCategories(catalogue: Catalogue, lang: Locale, base: string): Category[] {
  return catalogue.categories.map((c) => ({
    slug: c.slug,
    title: localize(c.title, lang),
    en: c.en,
    count: catalogue.functions.filter((f) => f.source.category === c.slug).length,
    icon: c.icon,
    color: c.color,
    url: urls.categoryPage(base, lang, c.slug),
    api: urls.categoryApi(base, lang, c.slug),
  }));
}
