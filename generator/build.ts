/**
 * A full build: load and check the content, then generate dist/ into a staged tree and swap it
 * in. Broken content writes nothing; the last good dist/ stays as it was.
 */
import { loadContent } from '../lint/load.js';
import { isError, type Problem } from '../lint/problem.js';
import { generateSite } from './site.js';
import { StagedTree } from './staged-tree.js';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  baseUrl: string;
}

export type BuildResult = { ok: true; problems: Problem[]; functions: number; files: number; bytes: number } | { ok: false; problems: Problem[] };

export async function build({ contentDir, outDir, baseUrl }: BuildOptions): Promise<BuildResult> {
  // The editorial rules are `npm run check`'s; the build checks what its output depends on.
  const { catalogue, problems } = await loadContent(contentDir, 'structure');
  if (!catalogue) return { ok: false, problems };
  const tree = new StagedTree(outDir);
  try {
    await generateSite(catalogue, baseUrl, tree);
    await tree.commit();
  } catch (error) {
    await tree.abort();
    throw error;
  }
  return { ok: true, problems: problems.filter((p) => !isError(p)), functions: catalogue.functions.length, files: tree.files, bytes: tree.bytes };
}
