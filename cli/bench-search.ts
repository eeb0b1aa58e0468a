/**
 * `npm run bench:search`: search per locale (bench/search-figures.ts) on a fresh build in a
 * temporary folder, and every query the set misses. `npm run bench` prints the same table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from '../generator/build.js';
import { loadContent } from '../lint/load.js';
import { measureSearch } from '../bench/search-figures.js';
import { searchTable } from '../bench/search-table.js';
import { measureWarmUp } from '../bench/warm-up.js';

const ROOT = process.cwd();
const { catalogue } = await loadContent(resolve(ROOT, 'content'));
if (!catalogue) throw new Error('the content has errors; run npm run check');
const temp = mkdtempSync(join(tmpdir(), 'bench-search-'));
try {
  const dist = join(temp, 'dist');
  if (!(await build({ contentDir: resolve(ROOT, 'content'), outDir: dist, baseUrl: 'http://127.0.0.1:8788' })).ok) throw new Error('the build failed');
  const figures = measureSearch(ROOT, dist, catalogue);
  for (const line of searchTable(figures, measureWarmUp(ROOT))) console.log(line);
  console.log();
  for (const f of figures)
    for (const m of f.misses) console.log(`miss ${f.lang}: ${m.q} -> ${m.got.join(', ') || '(nothing)'} (want ${m.expect.join('|')} in top ${m.k})`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
