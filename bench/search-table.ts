/** The search figures as the Markdown table BENCHMARKS.md and `npm run bench:search` print. */
import type { SearchFigures } from './search-figures.js';

const ms = (v: number) => `${v.toFixed(2)} ms`;
const pair = (v: { median: number; max: number }) => `${ms(v.median)} / ${ms(v.max)}`;

/** `warmUp`: the edge's search warm-up at worker start, outside any request (bench/warm-up.ts). */
export function searchTable(figures: readonly SearchFigures[], warmUp: { median: number; max: number }): string[] {
  const queries = figures.reduce((n, f) => n + f.queries, 0);
  const hits = figures.reduce((n, f) => n + f.hits, 0);
  const heldOutQueries = figures.reduce((n, f) => n + f.heldOut.queries, 0);
  const heldOutHits = figures.reduce((n, f) => n + f.heldOut.hits, 0);
  return [
    '| locale | queries | hit@k | MRR@10 | held-out: queries, hit@k, MRR@10 | warm query, median / p99 | first search: main thread CPU, median / max of 10 | the same, each query the least of 3 runs | whole process | 404 with suggestions: main thread | whole process | search core |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.lang} | ${f.queries} | ${(f.hitRate * 100).toFixed(1)}% | ${f.mrr10.toFixed(3)} | ${f.heldOut.queries}, ${(f.heldOut.hitRate * 100).toFixed(1)}%, ${f.heldOut.mrr10.toFixed(3)} | ${ms(f.warmMedianMs)} / ${ms(f.warmP99Ms)} | ${pair(f.coldSearch.thread)} | ${f.coldSearch.threadLeast ? pair(f.coldSearch.threadLeast) : '–'} | ${pair(f.coldSearch.process)} | ${pair(f.coldNotFound.thread)} | ${pair(f.coldNotFound.process)} | ${(f.coreBytes / 1024).toFixed(0)} KiB |`,
    ),
    '',
    `All locales: ${queries} dev queries, hit@k ${((hits / queries) * 100).toFixed(1)}%; ${heldOutQueries} held-out queries, hit@k ${((heldOutHits / heldOutQueries) * 100).toFixed(1)}%.`,
    '',
    `The edge warms its search code when a worker starts, outside any request (shared/search/warm-up.ts): ${pair(warmUp)} of main-thread CPU, median / max of 10 fresh processes. The first searches above are measured after it, as a worker's first request comes after its start.`,
  ];
}
