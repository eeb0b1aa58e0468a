/** Warm search times of one locale, measured in a fresh process holding only its index (bench/warm-search-child.ts). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locale } from '../shared/locales.js';

/** Milliseconds of every timed search, every query answered ROUNDS times. */
export function warmSearches(root: string, dist: string, lang: Locale, queries: readonly string[]): number[] {
  const folder = mkdtempSync(join(tmpdir(), 'warm-search-'));
  try {
    const file = join(folder, 'queries.json');
    writeFileSync(file, JSON.stringify(queries));
    const output = execFileSync(process.execPath, ['--import', 'tsx', resolve(root, 'bench/warm-search-child.ts'), dist, lang, file], {
      cwd: root,
      encoding: 'utf8',
    });
    return JSON.parse(output) as number[];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
