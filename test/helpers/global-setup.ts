/**
 * Builds dist/ from content/ (or CONTENT_DIR) and starts one `wrangler pages dev` on free
 * loopback ports for the end-to-end tests; stops its whole process group at the end.
 */
import type { TestProject } from 'vitest/node';
import { startPagesDev, type PagesDev } from '../../tools/pages-dev.js';
import { runBuild } from './run-build.js';

let server: PagesDev | undefined;

export async function setup(project: TestProject): Promise<void> {
  // CONTENT_DIR lets a developer run the suite on another content folder.
  runBuild({ CONTENT_DIR: process.env.CONTENT_DIR });
  server = await startPagesDev();
  project.provide('apiUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

