/**
 * `npm run bench`: speed where it matters, measured side by side in one run on this machine,
 * printed and written to BENCHMARKS.md. Not part of `npm test`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from '../generator/build.js';
import { loadContent } from '../lint/load.js';
import { measureBuild } from '../bench/build-speed.js';
import { measureDevEdits } from '../bench/dev-edit.js';
import { measureEdge } from '../bench/edge-vs-static.js';
import { measureSearch } from '../bench/search-figures.js';
import { searchTable } from '../bench/search-table.js';
import { measureWarmUp } from '../bench/warm-up.js';
import { median } from '../bench/stats.js';

const ROOT = process.cwd();
const lines: string[] = [];
const out = (line = '') => {
  console.log(line);
  lines.push(line);
};
const ms = (v: number) => `${v.toFixed(2)} ms`;

const { catalogue } = await loadContent(resolve(ROOT, 'content'));
if (!catalogue) throw new Error('the content has errors; run npm run check');
const functions = catalogue.functions.length;

console.log('bench: 5 full builds…');
const builds = measureBuild(ROOT);
console.log('bench: dev edits…');
const devEdits = await measureDevEdits(ROOT);

const temp = mkdtempSync(join(tmpdir(), 'bench-'));
const dist = join(temp, 'dist');
const built = await build({ contentDir: resolve(ROOT, 'content'), outDir: dist, baseUrl: 'http://127.0.0.1:8788' });
if (!built.ok) throw new Error('the build failed');
console.log('bench: edge vs static…');
const edge = await measureEdge(ROOT, dist);

console.log('bench: search…');
const search = measureSearch(ROOT, dist, catalogue);
rmSync(temp, { recursive: true, force: true });

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const wrangler = JSON.parse(readFileSync(resolve(ROOT, 'node_modules/wrangler/package.json'), 'utf8')).version;
out('# Benchmarks');
out();
out(
  `One run of \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, wrangler ${wrangler}, ${functions} functions in 7 locales. Figures from a shared, noisy machine: compare rows of the same run, not runs.`,
);
out();
out('## Build');
out();
out("`npm run build` as one process, spawn to exit; peak memory is that process's own maximum resident set.");
out();
out('| median of 5 | fastest | slowest | peak memory (median) | files in dist/ | bytes in dist/ | files per function |');
out('|---|---|---|---|---|---|---|');
out(
  `| ${median(builds.seconds).toFixed(2)} s | ${Math.min(...builds.seconds).toFixed(2)} s | ${Math.max(...builds.seconds).toFixed(2)} s | ${(median(builds.peakBytes) / 2 ** 20).toFixed(0)} MiB | ${builds.files} | ${(builds.bytes / 2 ** 20).toFixed(1)} MiB | ${(builds.files / functions).toFixed(1)} |`,
);
out();
out('## npm run dev: an edited function file, seen in the served API');
out();
out(
  `From saving \`content/functions/sum.yaml\` to \`/api/v1/function/sum\` answering with the edit, through wrangler, ${devEdits.length} edits: median ${devEdits.length ? median(devEdits).toFixed(0) : '-'} ms, slowest ${Math.max(...devEdits).toFixed(0)} ms.`,
);
out();
out(
  '## Edge vs static (one `wrangler pages dev`, RATE_LIMIT raised; 300 sequential requests per row for latency, autocannon 10 connections × 5 s for throughput)',
);
out();
out('| request | median | p99 | median / floor | requests/s |');
out('|---|---|---|---|---|');
const floor = edge[0]!.p50;
for (const row of edge) out(`| ${row.name} | ${ms(row.p50)} | ${ms(row.p99)} | ${(row.p50 / floor).toFixed(2)}× | ${row.rps.toFixed(0)} |`);
out();
out('## Search');
out();
out(
  "Quality over test/search/queries.json, the dev set (written blind by people who never saw a result; the ranking was then tuned on it, the queries never edited); warm query time over the same queries (20 rounds, wall time) in a fresh process that holds only that locale's index, as an isolate does (the bench's own process holds the whole catalogue and seven indexes; timed there, single runs of queries whose median was at most 0.18 ms reached 4.3 ms); CPU time, not wall time, of a cold request through the edge's own code in a fresh process, from the request to the read body, including reading and parsing every file it needs: the main thread (the isolate's share; /proc/thread-self/schedstat, read after a 1 ms sleep so the kernel's counter is current rather than up to a 10 ms tick stale) and the whole process (with V8's compiler and GC threads); ten different first searches per locale (the locale's queries spread over the set), each also run three times in fresh processes with the least of the three reported beside the single run (this VM reports no steal time, so the host's preemption counts as the thread's CPU and only ever adds to it), and ten 404s for `vlookupp`. The edge loads a locale's search core (every function's names: 27–29 KiB, enough for name matches and 404 suggestions), only the shards of the query's words (one per first letter; a letter that starts many words, such as Arabic ا or Persian م, is split by the second letter; the largest part left is 25 KB, French `co…`), a mistyped word's second-letter table and the one or two parts it names, and the briefs of the page it answers (a search without `category` does not read the catalogue index), because parsing a whole index in a fresh isolate cost 31–40 ms and whole-letter shards of up to 70 KB made the first Arabic search about 2 ms slower at the median (docs/api.md, \"Search\").",
);
out();
for (const line of searchTable(search, measureWarmUp(ROOT))) out(line);
out();
out(`dist/ holds ${builds.files} files against the Pages free-plan limit of 20,000.`);
writeFileSync(resolve(ROOT, 'BENCHMARKS.md'), `${lines.join('\n')}\n`);
console.log('\nwrote BENCHMARKS.md');
