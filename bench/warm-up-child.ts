/**
 * The CPU the edge's search warm-up costs when a worker starts: `node --import tsx
 * bench/warm-up-child.ts`. The module is loaded first (its code parsed, as a worker's script is),
 * then the warm-up runs once on cold code; prints the main thread's CPU microseconds.
 */
import { readFileSync } from 'node:fs';
import { warmUpSearch } from '../shared/search/warm-up.js';

/** As in cold-request-child.ts: a 1 ms sleep first brings the kernel's counter up to date. */
const threadCpu = () => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
  return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1000;
};
(globalThis as { gc?: () => void }).gc?.();
const start = threadCpu();
warmUpSearch();
console.log(JSON.stringify({ thread: threadCpu() - start }));
