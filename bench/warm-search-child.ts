/**
 * Warm searches of one locale in a fresh process that holds only that locale's index, as an
 * isolate answering searches does: `node --import tsx bench/warm-search-child.ts <dist> <lang>`,
 * the queries as a JSON array on standard input. Every query is answered three times before timing
 * (a warm isolate has answered many; the first passes run while V8 still compiles and optimizes),
 * then timed over ROUNDS rounds. Prints the milliseconds of every timed search as JSON.
 *
 * A separate process, because the bench's own process holds the whole catalogue and all seven
 * indexes; timed there, single runs of queries whose median was at most 0.18 ms reached 4.3 ms.
 */
import { readFileSync } from 'node:fs';
import type { Locale } from '../shared/locales.js';
import { readBuiltIndex } from './search-query-set.js';

const ROUNDS = 20;
const WARM_UP_ROUNDS = 3;
const [dist, lang] = process.argv.slice(2) as [string, Locale];
const index = readBuiltIndex(dist, lang);
const queries = JSON.parse(readFileSync(0, 'utf8')) as string[];
for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const q of queries) index.search(q);
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const q of queries) {
    const started = performance.now();
    index.search(q);
    times.push(performance.now() - started);
  }
}
console.log(JSON.stringify(times));
