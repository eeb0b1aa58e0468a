/** CPU time of one request in a fresh process (bench/cold-request-child.ts). */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Locale } from '../shared/locales.js';

export interface ColdRequest {
  /** CPU milliseconds of the main thread from the request to the answer's body. */
  threadMs: number;
  /** The same for the whole process, V8's background threads included: an upper bound. */
  processMs: number;
  status: number;
}

export function coldRequest(root: string, dist: string, lang: Locale, path: string): ColdRequest {
  const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', resolve(root, 'bench/cold-request-child.ts'), dist, lang, path], {
    cwd: root,
    encoding: 'utf8',
  });
  const { thread, process: whole, status } = JSON.parse(output) as { thread: number; process: number; status: number };
  return { threadMs: thread / 1000, processMs: whole / 1000, status };
}
