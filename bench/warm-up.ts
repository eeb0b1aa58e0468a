/** CPU of the edge's search warm-up at worker start, in fresh processes (bench/warm-up-child.ts). */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { median } from './stats.js';

const RUNS = 10;

/** Main-thread CPU milliseconds, median and max of RUNS fresh processes. */
export function measureWarmUp(root: string): { median: number; max: number } {
  const runs = Array.from({ length: RUNS }, () => {
    const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', resolve(root, 'bench/warm-up-child.ts')], { cwd: root, encoding: 'utf8' });
    return (JSON.parse(output) as { thread: number }).thread / 1000;
  });
  return { median: median(runs), max: Math.max(...runs) };
}
