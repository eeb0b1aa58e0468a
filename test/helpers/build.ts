/** Builds a content folder into a temporary dist/ in-process, as `npm run build` does, for tests. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildResult } from '../../generator/build.js';

export async function buildInTemp(
  contentDir: string,
  baseUrl = 'https://example.org',
  outDir = join(mkdtempSync(join(tmpdir(), 'build-')), 'dist'),
): Promise<BuildResult & { outDir: string }> {
  return { ...(await build({ contentDir, outDir, baseUrl })), outDir };
}
