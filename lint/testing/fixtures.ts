/** Content fixtures for lint tests: a copy of a real model function, broken in one place. */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsyaml from 'js-yaml';
import type { FunctionSource } from '../../shared/types.js';
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

export const modelContext: RuleContext = {
  slugs: new Set(['vlookup', 'xlookup', 'hlookup', 'index', 'match', 'ifna', 'lookup', 'sum']),
  categories: new Set(['lookup-and-reference', 'math-and-trigonometry']),
  categoriesFile: 'content/categories.yaml',
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
  for (const slug of slugs) cpSync(join(ROOT, 'content', 'functions', `${slug}.yaml`), join(dir, 'functions', `${slug}.yaml`));
  return dir;
}
