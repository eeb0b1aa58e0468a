/**
 * `npm run bench`: speed where it matters, measured side by side in one run on this machine,
 * printed as tables and written to BENCHMARKS.md. Not part of `npm test`.
 *   1. the build: median of 5, files and bytes in dist/ and per function, peak memory;
 *   2. edge vs static through one `wrangler pages dev` (RATE_LIMIT raised), each row as a ratio
 *      to a plain static file;
 *   3. isolate cold start: a fresh wrangler per locale, its first search, and what it loads;
 *   4. search in-process over the query set.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { layout } from '../shared/layout.js';
import { LOCALES } from '../shared/locales.js';
import { median, percentile } from '../bench/stats.js';
import { loadContent } from '../lint/load.js';
import { startPagesDev } from '../tools/pages-dev.js';
import { coldStartInWorker } from '../bench/search-cold-start.js';
import { buildIndexes, readQuerySet } from '../bench/search-query-set.js';

const ROOT = process.cwd();
const lines: string[] = [];
const out = (line = '') => {
  console.log(line);
  lines.push(line);
};
const ms = (v: number) => `${v.toFixed(2)} ms`;

function treeSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else (files++, (bytes += stat.size));
    }
  };
  walk(dir);
  return { files, bytes };
}

// 1. Build --------------------------------------------------------------------------------
const { catalogue } = await loadContent(resolve(ROOT, 'content'));
if (!catalogue) throw new Error('the content has errors; run npm run check');
const functions = catalogue.functions.length;
const temp = mkdtempSync(join(tmpdir(), 'bench-'));
const tsxCli = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');
const buildTimes: number[] = [];
const peaks: number[] = [];
for (let run = 0; run < 5; run++) {
  const peakFile = join(temp, `peak-${run}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', resolve(ROOT, 'bench/report-peak-memory.mjs'), tsxCli, 'cli/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, OUT_DIR: join(temp, 'dist'), PEAK_MEMORY_FILE: peakFile },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
  buildTimes.push((performance.now() - started) / 1000);
  peaks.push(Number(readFileSync(peakFile, 'utf8')));
}
const size = treeSize(join(temp, 'dist'));
rmSync(temp, { recursive: true, force: true });

// The servers below serve the project's own dist/.
const built = spawnSync(process.execPath, [tsxCli, 'cli/build.ts'], { cwd: ROOT, encoding: 'utf8' });
if (built.status !== 0) throw new Error(built.stdout + built.stderr);

// 2. Edge vs static -----------------------------------------------------------------------
const ROWS: [string, string][] = [
  ['static file (the floor): /docs/', '/docs/'],
  ['default list (a prebuilt file)', '/api/v1/functions'],
  ['list, per_page=37 (sliced)', '/api/v1/functions?per_page=37&page=2&lang=en'],
  ['detail', '/api/v1/function/vlookup?lang=de'],
  ['categories', '/api/v1/categories?lang=ar'],
  ['search, Latin script', '/api/v1/search?q=vlookup&lang=en'],
  ['search, Persian', `/api/v1/search?q=${encodeURIComponent('جستجوی عمودی')}`],
  ['random', '/api/v1/random?lang=tr'],
  ['404 (unknown function)', '/api/v1/function/vlokup'],
];
const SEQUENTIAL = 300;
const edge: { name: string; p50: number; p99: number; rps: number }[] = [];
const server = await startPagesDev({ bindings: { RATE_LIMIT: '1000000000' } });
try {
  for (const [name, path] of ROWS) {
    const url = `${server.url}${path}`;
    for (let i = 0; i < 30; i++) await (await fetch(url)).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      times.push(performance.now() - started);
    }
    const load = await autocannon({ url, connections: 10, duration: 5 });
    edge.push({ name, p50: median(times), p99: percentile(times, 99), rps: load.requests.average });
  }
} finally {
  await server.stop();
}

// 3. Cold start ---------------------------------------------------------------------------
const dist = resolve(ROOT, 'dist');
const fileSize = (path: string) => statSync(join(dist, path.slice(1))).size;
const cold: { lang: string; first: number; warm: number; isolate: number; loaded: number }[] = [];
for (const lang of LOCALES) {
  const fresh = await startPagesDev({ bindings: { RATE_LIMIT: '1000000000' } });
  let first = 0;
  const warmTimes: number[] = [];
  try {
    const url = `${fresh.url}/api/v1/search?q=sum&lang=${lang}`;
    const time = async () => {
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      return performance.now() - started;
    };
    first = await time();
    for (let i = 0; i < 5; i++) warmTimes.push(await time());
  } finally {
    await fresh.stop();
  }
  // Measured with the server stopped, so nothing else competes for the two cores.
  const isolates: number[] = [];
  for (let i = 0; i < 5; i++) isolates.push(await coldStartInWorker(ROOT, join(dist, layout.searchIndex(lang).slice(1))));
  cold.push({ lang, first, warm: median(warmTimes), isolate: median(isolates), loaded: fileSize(layout.catalogueIndex()) + fileSize(layout.briefs(lang)) + fileSize(layout.searchIndex(lang)) });
}

// 4. Search in-process --------------------------------------------------------------------
const cases = readQuerySet(ROOT);
const indexes = buildIndexes(catalogue);
const queryTimes: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const c of cases) {
    const index = indexes.get(c.lang)!;
    const started = performance.now();
    index.search(c.q);
    if (round > 0) queryTimes.push(performance.now() - started);
  }
}

// Report ----------------------------------------------------------------------------------
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const wrangler = JSON.parse(readFileSync(resolve(ROOT, 'node_modules/wrangler/package.json'), 'utf8')).version;
out('# Benchmarks');
out();
out(`One run of \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, wrangler ${wrangler}, ${functions} functions in 7 locales. Figures from a shared, noisy machine: compare rows of the same run, not runs.`);
out();
out('## Build');
out();
out('| median of 5 | files in dist/ | bytes in dist/ | files per function | bytes per function | peak memory |');
out('|---|---|---|---|---|---|');
out(`| ${median(buildTimes).toFixed(2)} s | ${size.files} | ${(size.bytes / 2 ** 20).toFixed(1)} MiB | ${(size.files / functions).toFixed(1)} | ${(size.bytes / functions / 1024).toFixed(1)} KiB | ${(median(peaks) / 2 ** 20).toFixed(0)} MiB |`);
out();
out(`## Edge vs static (one \`wrangler pages dev\`, RATE_LIMIT raised; ${SEQUENTIAL} sequential requests per row for latency, autocannon 10 connections × 5 s for throughput)`);
out();
out('| request | median | p99 | median / floor | requests/s |');
out('|---|---|---|---|---|');
const floor = edge[0]!.p50;
for (const row of edge) out(`| ${row.name} | ${ms(row.p50)} | ${ms(row.p99)} | ${(row.p50 / floor).toFixed(2)}× | ${row.rps.toFixed(0)} |`);
out();
out('## Isolate cold start (a fresh `wrangler pages dev` per locale; its first search, then warm)');
out();
out('First search: through a fresh `wrangler pages dev`, so it also holds wrangler\'s own first-request work. Fresh isolate: a new V8 isolate (worker thread) reading, parsing and importing the index and answering one query, median of 5: the part the edge code owns.');
out();
out('| locale | first search via wrangler | warm search (median of 5) | fresh isolate: import + first query | what the edge loads for it |');
out('|---|---|---|---|---|');
for (const c of cold) out(`| ${c.lang} | ${ms(c.first)} | ${ms(c.warm)} | ${ms(c.isolate)} | ${(c.loaded / 1024).toFixed(0)} KiB |`);
out();
out('## Search in-process');
out();
out(`Median query time over the ${cases.length} queries of test/search/queries.json (19 rounds): ${(median(queryTimes) * 1000).toFixed(1)} µs; p99 ${(percentile(queryTimes, 99) * 1000).toFixed(1)} µs.`);
out();
out(`dist/ holds ${size.files} files against the Pages free-plan limit of 20,000.`);
writeFileSync(resolve(ROOT, 'BENCHMARKS.md'), `${lines.join('\n')}\n`);
console.log('\nwrote BENCHMARKS.md');
