/**
 * Search, measured per locale: quality over the query set (hit@k, MRR@10), warm query time in a
 * fresh process holding only that locale's index (median and p99), and CPU time of cold requests
 * through the edge's code in fresh processes (a first search, and a 404 with suggestions), median
 * and max of 10 each.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../lint/catalogue.js';
import { layout } from '../shared/layout.js';
import type { Locale } from '../shared/locales.js';
import { coldRequest } from './cold-request.js';
import { warmSearches } from './warm-search.js';
import { buildIndexes, readQuerySet, scoreQueries, type LocaleScore } from './search-query-set.js';
import { median, percentile } from './stats.js';

export interface SearchFigures extends LocaleScore {
  /** The same locale's score on the held-out set, never tuned on. */
  heldOut: LocaleScore;
  warmMedianMs: number;
  warmP99Ms: number;
  coldSearch: ColdFigures;
  coldNotFound: ColdFigures;
  coreBytes: number;
}

const COLD_RUNS = 10;

/** Median and max of the runs, in CPU milliseconds: the main thread, and the whole process. */
export interface ColdFigures {
  thread: { median: number; max: number };
  process: { median: number; max: number };
  /**
   * The main thread again, each request taken as the least of REPEATS runs in fresh processes.
   * This VM reports no steal time, so the host's preemption counts as the thread's CPU and only
   * ever adds to it: the least of three is the request's own cost with less of the machine's noise.
   */
  threadLeast?: { median: number; max: number };
}

const REPEATS = 3;

const spread = (values: readonly number[]) => ({ median: median(values), max: Math.max(...values) });

export function measureSearch(root: string, dist: string, catalogue: Catalogue): SearchFigures[] {
  const cases = readQuerySet(root);
  const indexes = buildIndexes(catalogue);
  const heldOut = scoreQueries(indexes, readQuerySet(root, 'heldout'));
  return scoreQueries(indexes, cases).map((score) => {
    const queries = cases.filter((c) => c.lang === score.lang).map((c) => c.q);
    const times = warmSearches(root, dist, score.lang, queries);
    const cold = (paths: string[], repeats = 1): ColdFigures => {
      const runs = paths.map((path) =>
        Array.from({ length: repeats }, () => {
          const answer = coldRequest(root, dist, score.lang, path);
          if (answer.status >= 500) throw new Error(`${path} answered ${answer.status}`);
          return answer;
        }),
      );
      const first = runs.map((r) => r[0]!);
      return {
        thread: spread(first.map((r) => r.threadMs)),
        process: spread(first.map((r) => r.processMs)),
        ...(repeats > 1 ? { threadLeast: spread(runs.map((r) => Math.min(...r.map((one) => one.threadMs)))) } : {}),
      };
    };
    const lang: Locale = score.lang;
    // Ten different first searches: the locale's queries spread over the set.
    const firstSearches = Array.from({ length: COLD_RUNS }, (_, i) => queries[Math.floor((i * queries.length) / COLD_RUNS)]!);
    return {
      ...score,
      heldOut: heldOut.find((h) => h.lang === score.lang)!,
      warmMedianMs: median(times),
      warmP99Ms: percentile(times, 99),
      coldSearch: cold(
        firstSearches.map((q) => `/api/v1/search?lang=${lang}&q=${encodeURIComponent(q)}`),
        REPEATS,
      ),
      coldNotFound: cold(Array.from({ length: COLD_RUNS }, () => `/api/v1/function/vlookupp?lang=${lang}`)),
      coreBytes: statSync(join(dist, layout.searchCore(lang).slice(1))).size,
    };
  });
}
