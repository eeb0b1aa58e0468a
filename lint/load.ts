/** Loads and checks the whole content folder: every problem found, not the first. */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import fg from 'fast-glob';
import { slugOf } from '../shared/slug.js';
import { categoriesSourceSchema, functionSourceSchema } from '../shared/schemas/content.js';
import type { CategorySource, FunctionSource } from '../shared/types.js';
import type { Catalogue, LoadedFunction, RuleContext } from './catalogue.js';
import type { Problem } from './problem.js';
import { readYaml } from './read-yaml.js';
import { FUNCTION_RULES } from './rules/index.js';
import { compileSchema } from './validate-schema.js';
import { parseViewsCsv } from './views-csv.js';

const validateFunction = compileSchema<FunctionSource>(functionSourceSchema);
const validateCategories = compileSchema<CategorySource[]>(categoriesSourceSchema);

export interface LoadResult {
  /** Null when any error was found; warnings alone keep the catalogue. */
  catalogue: Catalogue | null;
  problems: Problem[];
  fileCount: number;
}

export async function loadContent(contentDir: string): Promise<LoadResult> {
  const root = dirname(contentDir);
  const name = (abs: string) => relative(root, abs).split('\\').join('/');
  const problems: Problem[] = [];

  const categories = await loadYamlFile(join(contentDir, 'categories.yaml'), name, problems, validateCategories) ?? [];
  const categorySlugs = categories.map((c) => c.slug);
  for (const [i, slug] of categorySlugs.entries()) {
    if (categorySlugs.indexOf(slug) !== i) problems.push({ file: name(join(contentDir, 'categories.yaml')), path: `[${i}].slug`, message: `${slug} appears twice`, severity: 'error' });
  }

  const paths = (await fg('functions/*.{yaml,yml}', { cwd: contentDir, absolute: true })).sort();
  const functions: LoadedFunction[] = [];
  for (const abs of paths) {
    const file = name(abs);
    if (abs.endsWith('.yml')) {
      problems.push({ file, path: '', message: 'content files end in .yaml, not .yml', severity: 'error' });
      continue;
    }
    const source = await loadYamlFile(abs, name, problems, validateFunction);
    if (source) functions.push({ file, slug: slugOf(source.name), source });
  }

  problems.push(...duplicateSlugs(functions));
  const context: RuleContext = { slugs: new Set(functions.map((f) => f.slug)), categories: new Set(categorySlugs) };
  for (const fn of functions) {
    for (const rule of FUNCTION_RULES) problems.push(...rule.check(fn, context));
  }

  const viewsFile = join(contentDir, 'stats', 'views.csv');
  const viewsText = await readFile(viewsFile, 'utf8').catch(() => '');
  const views = parseViewsCsv(name(viewsFile), viewsText, context.slugs);
  problems.push(...views.problems);

  const failed = problems.some((p) => p.severity === 'error') || paths.length !== functions.length;
  return {
    catalogue: failed ? null : { functions, categories, views: views.views },
    problems,
    fileCount: paths.length,
  };
}

async function loadYamlFile<T>(
  abs: string,
  name: (abs: string) => string,
  problems: Problem[],
  validate: (file: string, value: unknown) => { value: T | null; problems: Problem[] },
): Promise<T | null> {
  const file = name(abs);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch {
    problems.push({ file, path: '', message: 'the file cannot be read (missing?)', severity: 'error' });
    return null;
  }
  const parsed = readYaml(file, text);
  if (!parsed.ok) {
    problems.push(...parsed.problems);
    return null;
  }
  const result = validate(file, parsed.value);
  problems.push(...result.problems);
  return result.value;
}

function duplicateSlugs(functions: LoadedFunction[]): Problem[] {
  const firstFile = new Map<string, string>();
  const problems: Problem[] = [];
  for (const fn of functions) {
    const other = firstFile.get(fn.slug);
    if (other) problems.push({ file: fn.file, path: 'name', message: `${fn.source.name} is already defined in ${other}; a function has one file`, severity: 'error' });
    else firstFile.set(fn.slug, fn.file);
  }
  return problems;
}
