/** CPU time of one request in a fresh process (bench/cold-request-child.ts). */
import type { Locale } from '../shared/locales.js';
import { runChild } from './run-child.js';

export interface ColdRequest {
  /** CPU milliseconds of the main thread from the request to the answer's body. */
  threadMs: number;
  /** The same for the whole process, V8's background threads included: an upper bound. */
  processMs: number;
  status: number;
}

export function coldRequest(root: string, dist: string, lang: Locale, path: string): ColdRequest {
  const {
    thread,
    process: whole,
    status,
  } = runChild<{ thread: number; process: number; status: number }>(root, 'bench/cold-request-child.ts', [dist, lang, path]);
  return { threadMs: thread / 1000, processMs: whole / 1000, status };
}
