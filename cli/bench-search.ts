/**
 * `npm run bench:search`: quality and speed of search, per locale: hit@k and MRR@10 over the
 * query set, median query time in-process, and the cold start (read, parse, import, first query)
 * of each locale's exported index in a fresh V8 isolate (a worker thread), as the edge does it.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '../shared/locales.js';
import { layout } from '../shared/layout.js';
import { loadContent } from '../lint/load.js';
import { median } from '../bench/stats.js';
import { coldStartInWorker } from '../bench/search-cold-start.js';
import { buildIndexes, readQuerySet, scoreQueries } from '../bench/search-query-set.js';

const ROOT = process.cwd();
const { catalogue } = await loadContent(resolve(ROOT, 'content'));
if (!catalogue) throw new Error('the content has errors; run npm run check');
const indexFile = (lang: Locale) => resolve(ROOT, 'dist', layout.searchIndex(lang).slice(1));
if (!existsSync(indexFile('fa'))) throw new Error('dist/ has no search index: run npm run build first');

const cases = readQuerySet(ROOT);
const indexes = buildIndexes(catalogue);
const scores = scoreQueries(indexes, cases);

function queryMedian(lang: Locale): number {
  const index = indexes.get(lang)!;
  const queries = cases.filter((c) => c.lang === lang).map((c) => c.q);
  for (const q of queries) index.search(q); // warm up
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of queries) {
      const start = performance.now();
      index.search(q);
      times.push(performance.now() - start);
    }
  }
  return median(times);
}

async function coldStart(lang: Locale): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push(await coldStartInWorker(ROOT, indexFile(lang)));
  return median(runs);
}

console.log(`search over ${catalogue.functions.length} functions, ${cases.length} queries\n`);
console.log('locale  queries  hit@k    MRR@10  median query   cold start (import + first query)   index size');
for (const s of scores) {
  const cold = await coldStart(s.lang);
  const size = statSync(indexFile(s.lang)).size;
  console.log(
    `${s.lang.padEnd(6)}  ${String(s.queries).padStart(7)}  ${(s.hitRate * 100).toFixed(1).padStart(5)}%  ${s.mrr10.toFixed(3).padStart(6)}  ${queryMedian(s.lang).toFixed(3).padStart(9)} ms   ${cold.toFixed(1).padStart(10)} ms${' '.repeat(24)}${(size / 1024).toFixed(0).padStart(6)} KB`,
  );
}
const all = scores.reduce((n, s) => n + s.hits, 0);
console.log(`\nall locales: hit@k ${((all / cases.length) * 100).toFixed(1)}%`);
for (const s of scores)
  for (const m of s.misses) console.log(`miss ${s.lang}: ${m.q} -> ${m.got.join(', ') || '(nothing)'} (want ${m.expect.join('|')} in top ${m.k})`);
