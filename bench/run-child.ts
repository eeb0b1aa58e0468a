/** Runs one of the bench's child scripts in a fresh Node process and reads the JSON it prints. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** `script` relative to the repository; `input` goes to the child's standard input; V8's `gc()` is exposed. */
export function runChild<T>(root: string, script: string, args: readonly string[] = [], input?: string): T {
  const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', resolve(root, script), ...args], {
    cwd: root,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
  });
  return JSON.parse(output) as T;
}
