/** Runs `npm run build` as a user would (a child process), with optional CONTENT_DIR, OUT_DIR and BASE_URL. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');
const tsxCli = join(dirname(createRequire(join(ROOT, 'package.json')).resolve('tsx/package.json')), 'dist', 'cli.mjs');

export interface BuildRun {
  status: number;
  stdout: string;
  stderr: string;
}

function runScript(script: string, args: string[], env: Record<string, string | undefined>): BuildRun {
  // Vitest sets BASE_URL=/ for Vite; the build must only see the variables a test means to give it.
  const { BASE_URL: _vite, CONTENT_DIR: _c, OUT_DIR: _o, ...inherited } = process.env;
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
  const result = spawnSync(process.execPath, [tsxCli, script, ...args], {
    cwd: ROOT,
    env: { ...inherited, ...given },
    encoding: 'utf8',
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

export function runBuild(env: { CONTENT_DIR?: string; OUT_DIR?: string; BASE_URL?: string }): BuildRun {
  const result = runScript('cli/build.ts', [], env);
  if (env.OUT_DIR === undefined && result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}
