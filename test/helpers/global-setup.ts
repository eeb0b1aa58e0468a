/**
 * Builds the whole catalogue once, into a temporary folder (never the working tree's dist/), and
 * starts one `wrangler pages dev` on it for every test that needs the real thing; stops it after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../generator/build.js';
import { formatProblem } from '../../lint/problem.js';
import { startPagesDev, type PagesDev } from '../../tools/pages-dev.js';
import { ROOT } from './paths.js';

let server: PagesDev | undefined;
let temp: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  temp = mkdtempSync(join(tmpdir(), 'catalogue-'));
  const distDir = join(temp, 'dist');
  // CONTENT_DIR lets a developer run the suite on another content folder.
  const result = await build({ contentDir: resolve(ROOT, process.env.CONTENT_DIR ?? 'content'), outDir: distDir, baseUrl: 'http://127.0.0.1:8788' });
  if (!result.ok) throw new Error(`the catalogue does not build:\n${result.problems.map(formatProblem).join('\n')}`);
  server = await startPagesDev({ cwd: ROOT, distDir });
  project.provide('apiUrl', server.url);
  project.provide('distDir', distDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    distDir: string;
  }
}
