/** Content fixtures: a copy of a real model function, broken in one place. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { LoadedFunction } from '../../lint/catalogue.js';
import type { FunctionSource } from '../../shared/types.js';
import { ROOT } from './run-build.js';

export function modelSource(slug = 'vlookup'): FunctionSource {
  return parse(readFileSync(join(ROOT, 'content', 'functions', `${slug}.yaml`), 'utf8')) as FunctionSource;
}

export function modelFunction(slug = 'vlookup', change?: (source: FunctionSource) => void): LoadedFunction {
  const source = structuredClone(modelSource(slug));
  change?.(source);
  return { file: `content/functions/${slug}.yaml`, slug, source };
}

/** A content folder in a temp dir with the categories and the given model functions. */
export function contentFixture(slugs: string[] = ['sum', 'vlookup']): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'content-')), 'content');
  cpSync(join(ROOT, 'content', 'categories.yaml'), join(dir, 'categories.yaml'));
  cpSync(join(ROOT, 'content', 'stats'), join(dir, 'stats'), { recursive: true });
  for (const slug of slugs) cpSync(join(ROOT, 'content', 'functions', `${slug}.yaml`), join(dir, 'functions', `${slug}.yaml`));
  return dir;
}

export function writeContentFile(contentDir: string, relative: string, text: string): void {
  writeFileSync(join(contentDir, relative), text);
}
