/**
 * Warm searches of one locale in a fresh process that holds only that locale's index, as an
 * isolate answering searches does: `node --import tsx bench/warm-search-child.ts <dist> <lang>
 * <queries.json>`. Every shard is added and every query answered three times before timing (a warm
 * isolate has answered many; the first passes run while V8 still compiles and optimizes), then each
 * query is timed over ROUNDS rounds. Prints the milliseconds of every timed search as JSON.
 *
 * A separate process, because the bench's own process holds the whole catalogue and all seven
 * indexes: its garbage collector's pauses grow with that heap, which an isolate never holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { layout } from '../shared/layout.js';
import { loadWholeSearchIndex, type SearchCore, type SearchShard } from '../shared/search/search-index.js';

const ROUNDS = 20;
const [dist, lang, queriesFile] = process.argv.slice(2) as [string, string, string];
const read = <T>(path: string) => JSON.parse(readFileSync(join(dist, path), 'utf8')) as T;
const core = read<SearchCore>(layout.searchCore(lang as never));
const index = loadWholeSearchIndex({
  core,
  shards: Object.fromEntries(core.shards.map((key) => [key, read<SearchShard>(layout.searchShard(lang as never, key))])),
});
const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as string[];
for (let round = 0; round < 3; round++) for (const q of queries) index.search(q);
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const q of queries) {
    const started = performance.now();
    index.search(q);
    times.push(performance.now() - started);
  }
}
console.log(JSON.stringify(times));
