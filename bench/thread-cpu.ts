/**
 * CPU microseconds of the calling thread (Linux), the thread an isolate's request runs on. The
 * kernel adds a running thread's time to /proc/thread-self/schedstat only at a timer tick or when
 * the thread leaves the CPU, so a bare read may be a tick (here up to 10 ms) stale: the thread first
 * sleeps for a millisecond, which brings the counter up to date (sleeping costs no CPU).
 */
import { readFileSync } from 'node:fs';

export function threadCpu(): number {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
  return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1000;
}
