/**
 * The CPU the edge's search warm-up costs when a worker starts: `node --import tsx
 * bench/warm-up-child.ts`. The module is loaded first (its code parsed, as a worker's script is),
 * then the warm-up runs once on cold code; prints the main thread's CPU microseconds.
 */
import { warmUpSearch } from '../shared/search/warm-up.js';
import { threadCpu } from './thread-cpu.js';
(globalThis as { gc?: () => void }).gc?.();
const start = threadCpu();
warmUpSearch();
console.log(JSON.stringify({ thread: threadCpu() - start }));
