/** Content fixtures for lint tests: a copy of a real model function, broken in one place. */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsyaml from 'js-yaml';
import { FunctionNames } from '../../shared/formula/names.js';
import { LOCALES, type Locale } from '../../shared/locales.js';
import type { FunctionSource, GlossarySource } from '../../shared/types.js';
import type { LoadedFunction, RuleContext } from '../catalogue.js';
import { formatProblem } from '../problem.js';
import type { FunctionRule } from '../rules/rule.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function modelSource(slug = 'vlookup'): FunctionSource {
  return jsyaml.load(readFileSync(join(ROOT, 'content', 'functions', `${slug}.yaml`), 'utf8')) as FunctionSource;
}

export function modelFunction(slug = 'vlookup', change?: (source: FunctionSource) => void): LoadedFunction {
  const source = structuredClone(modelSource(slug));
  change?.(source);
  return { file: `content/functions/${slug}.yaml`, slug, source };
}

/** The real glossaries, as the check reads them. */
export function modelGlossaries(): Map<Locale, GlossarySource> {
  return new Map(LOCALES.map((lang) => [lang, jsyaml.load(readFileSync(join(ROOT, 'content', 'glossary', `${lang}.yaml`), 'utf8')) as GlossarySource]));
}

export const modelContext: RuleContext = {
  slugs: new Set(['vlookup', 'xlookup', 'hlookup', 'index', 'match', 'ifna', 'lookup', 'sum']),
  categories: new Set(['lookup-and-reference', 'math-and-trigonometry']),
  categoriesFile: 'content/categories.yaml',
  glossaries: modelGlossaries(),
  names: new FunctionNames([
    ['ifna', 'IFNA', 'WENNNV', 'SI.NON.DISP', 'EĞERYOKSA'],
    ['index', 'INDEX', 'INDEX', 'INDEX', 'İNDİS'],
    ['match', 'MATCH', 'VERGLEICH', 'EQUIV', 'KAÇINCI'],
    ['sum', 'SUM', 'SUMME', 'SOMME', 'TOPLA'],
    ['trim', 'TRIM', 'GLÄTTEN', 'SUPPRESPACE', 'KIRP'],
    ['vlookup', 'VLOOKUP', 'SVERWEIS', 'RECHERCHEV', 'DÜŞEYARA'],
    ['xlookup', 'XLOOKUP', 'XVERWEIS', 'RECHERCHEX', 'ÇAPRAZARA'],
  ]),
};

/** The problems a rule finds in a function, as the lines `npm run check` prints. */
export function ruleLines(rule: FunctionRule, fn = modelFunction(), context = modelContext): string[] {
  return rule.check(fn, context).map(formatProblem);
}

/** A content folder in a temp dir with the categories, the views and the given model functions. */
export function contentFixture(slugs: string[] = ['sum', 'vlookup']): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
  cpSync(join(ROOT, 'content', 'categories.yaml'), join(dir, 'categories.yaml'));
  cpSync(join(ROOT, 'content', 'stats'), join(dir, 'stats'), { recursive: true });
  cpSync(join(ROOT, 'content', 'glossary'), join(dir, 'glossary'), { recursive: true });
  for (const slug of slugs) cpSync(join(ROOT, 'content', 'functions', `${slug}.yaml`), join(dir, 'functions', `${slug}.yaml`));
  return dir;
}
