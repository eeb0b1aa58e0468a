/**
 * `npm run build`: checks the content, then writes dist/ atomically. A content error prints
 * every problem and leaves the last good dist/ untouched.
 */
import { resolve } from 'node:path';
import { LOCALES } from '../shared/locales.js';
import { loadContent } from '../lint/load.js';
import { formatProblem } from '../lint/problem.js';
import { buildSite } from '../generator/site.js';
import { writeTreeAtomically } from '../generator/write-tree.js';

const DEFAULT_BASE_URL = 'http://127.0.0.1:8788';

const started = performance.now();
const contentDir = resolve(process.env.CONTENT_DIR ?? 'content');
const outDir = resolve(process.env.OUT_DIR ?? 'dist');
const base = (process.env.BASE_URL || DEFAULT_BASE_URL).replace(/\/+$/, '');

const { catalogue, problems } = await loadContent(contentDir);
for (const p of problems) console.log(formatProblem(p));
if (!catalogue) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  console.error(`build failed: ${errors} content ${errors === 1 ? 'error' : 'errors'}; dist/ was left as it was`);
  process.exit(1);
}
if (!/^https?:\/\/[^/\s]+(\/[^\s?#]*)?$/.test(base)) {
  console.error(`build failed: BASE_URL must be an http(s) address such as ${DEFAULT_BASE_URL}, not ${base}`);
  process.exit(1);
}

const site = await buildSite(catalogue, { base });
const written = await writeTreeAtomically(outDir, site);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`build: ${catalogue.functions.length} functions, ${LOCALES.length} locales, ${written.files} files, ${written.bytes} bytes, ${seconds} s`);
