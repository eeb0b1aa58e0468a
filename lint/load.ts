/**
 * Loads and checks the whole content folder: every problem found, not the first, each with the
 * line it is on. Files are read in parallel and parsed fast; only a file with problems is parsed
 * a second time, fully, to find the lines.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import fg from 'fast-glob';
import { categoriesSourceSchema, functionSourceSchema } from '../shared/schemas/content.js';
import { glossarySchema } from '../shared/schemas/glossary.js';
import { LOCALES, type Locale } from '../shared/locales.js';
import { slugOf } from '../shared/slug.js';
import type { CategorySource, FunctionSource, GlossarySource } from '../shared/types.js';
import { functionNamesOf } from './function-names.js';
import type { Catalogue, LoadedFunction, RuleContext } from './catalogue.js';
import { lineOfPath } from './locate.js';
import { isError, type Problem } from './problem.js';
import { readYaml } from './read-yaml.js';
import { CATALOGUE_RULES, FUNCTION_RULES, STRUCTURE_RULES } from './rules/index.js';
import { compileSchema } from './validate-schema.js';
import { parseViewsCsv } from './views-csv.js';

const validateFunction = compileSchema<FunctionSource>(functionSourceSchema);
const validateCategories = compileSchema<CategorySource[]>(categoriesSourceSchema);
const validateGlossary = compileSchema<GlossarySource>(glossarySchema);

export interface LoadResult {
  /** Null when any error was found; warnings alone keep the catalogue. */
  catalogue: Catalogue | null;
  problems: Problem[];
  fileCount: number;
}

/** One file as read: its text (to locate problems) and what it holds, if it is valid. */
export interface ReadFile<T> {
  file: string;
  text: string;
  value: T | null;
  problems: Problem[];
}

async function readContentFile<T>(
  abs: string,
  file: string,
  validate: (file: string, value: unknown) => { value: T | null; problems: Problem[] },
): Promise<ReadFile<T>> {
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch {
    return { file, text: '', value: null, problems: [{ file, path: '', message: 'the file cannot be read (missing?)', severity: 'error' }] };
  }
  const parsed = readYaml(file, text);
  if (!parsed.ok) return { file, text, value: null, problems: parsed.problems };
  const result = validate(file, parsed.value);
  return { file, text, value: result.value, problems: result.problems };
}

/** A function file, read and validated against the schema (the rules run over the whole catalogue). */
export async function readFunctionFile(abs: string, file: string): Promise<ReadFile<LoadedFunction>> {
  if (abs.endsWith('.yml'))
    return { file, text: '', value: null, problems: [{ file, path: '', message: 'content files end in .yaml, not .yml', severity: 'error' }] };
  const read = await readContentFile(abs, file, validateFunction);
  return { ...read, value: read.value ? { file, slug: slugOf(read.value.name), source: read.value } : null };
}

export interface ContentFiles {
  categories: ReadFile<CategorySource[]>;
  glossaries: [Locale, ReadFile<GlossarySource>][];
  functions: ReadFile<LoadedFunction>[];
  views: { file: string; text: string };
}

export async function readContentFiles(contentDir: string): Promise<ContentFiles> {
  const name = (abs: string) => relative(dirname(contentDir), abs).split('\\').join('/');
  const paths = (await fg('functions/*.{yaml,yml}', { cwd: contentDir, absolute: true })).sort();
  const categoriesPath = join(contentDir, 'categories.yaml');
  const viewsPath = join(contentDir, 'stats', 'views.csv');
  const glossaryPaths = LOCALES.map((lang) => [lang, join(contentDir, 'glossary', `${lang}.yaml`)] as const);
  const [categories, glossaries, functions, viewsText] = await Promise.all([
    readContentFile(categoriesPath, name(categoriesPath), validateCategories),
    Promise.all(
      glossaryPaths.map(async ([lang, path]) => [lang, await readContentFile(path, name(path), validateGlossary)] as [Locale, ReadFile<GlossarySource>]),
    ),
    Promise.all(paths.map((abs) => readFunctionFile(abs, name(abs)))),
    readFile(viewsPath, 'utf8').catch(() => ''),
  ]);
  return { categories, glossaries, functions, views: { file: name(viewsPath), text: viewsText } };
}

/** Which rules run: all of them (`npm run check`, the tests), or what the output depends on (the build). */
export type RuleScope = 'all' | 'structure';

/** Runs the rules over files already read, and locates each problem's line. */
/**
 * Checks the content read. `only`, when given, limits the per-function rules to those files (the
 * dev server's first answer after an edit: the other files were checked when they last changed).
 */
export function checkContent(files: ContentFiles, scope: RuleScope = 'all', only?: ReadonlySet<string>): LoadResult {
  const functionRules = scope === 'all' ? FUNCTION_RULES : STRUCTURE_RULES;
  const categories = files.categories.value ?? [];
  const functions = files.functions.flatMap((f) => (f.value ? [f.value] : []));
  const context: RuleContext = {
    slugs: new Set(functions.map((f) => f.slug)),
    categories: new Set(categories.map((c) => c.slug)),
    categoriesFile: files.categories.file,
    glossaries: new Map(files.glossaries.flatMap(([lang, g]) => (g.value ? [[lang, g.value] as const] : []))),
    names: functionNamesOf({ functions }),
  };
  const problems: Problem[] = [...files.categories.problems, ...files.glossaries.flatMap(([, g]) => g.problems), ...files.functions.flatMap((f) => f.problems)];
  for (const fn of functions) {
    if (only && !only.has(fn.file)) continue;
    for (const rule of functionRules) problems.push(...rule.check(fn, context));
  }
  for (const rule of CATALOGUE_RULES) problems.push(...rule.check({ functions, categories }, context));
  const views = parseViewsCsv(files.views.file, files.views.text, context.slugs);
  problems.push(...views.problems);

  const texts = new Map([files.categories, ...files.glossaries.map(([, g]) => g), ...files.functions].map((f) => [f.file, f.text]));
  const located = problems.map((p) => (p.line === undefined && p.path && texts.get(p.file) ? { ...p, line: lineOfPath(texts.get(p.file)!, p.path) } : p));
  const failed = located.some(isError) || functions.length !== files.functions.length;
  return {
    catalogue: failed ? null : { functions, categories, views: views.views, glossaries: context.glossaries },
    problems: located,
    fileCount: files.functions.length,
  };
}

export async function loadContent(contentDir: string, scope: RuleScope = 'all'): Promise<LoadResult> {
  return checkContent(await readContentFiles(contentDir), scope);
}
