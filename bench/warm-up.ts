/** CPU of the edge's search warm-up at worker start, in fresh processes (bench/warm-up-child.ts). */
import { runChild } from './run-child.js';
import { median } from './stats.js';

const RUNS = 10;

/** Main-thread CPU milliseconds, median and max of RUNS fresh processes. */
export function measureWarmUp(root: string): { median: number; max: number } {
  const runs = Array.from({ length: RUNS }, () => runChild<{ thread: number }>(root, 'bench/warm-up-child.ts').thread / 1000);
  return { median: median(runs), max: Math.max(...runs) };
}
