/**
 * `npm run dev`: serves dist/ and keeps it in step with content/. When a function's file changes,
 * its own answers and pages are written first (what an author looks at), then the rest of dist/
 * is regenerated in memory and only the files that changed are written. Broken content is
 * reported and the last good dist/ keeps being served.
 */
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { checkContent, readContentFiles, readFunctionFile, type ContentFiles } from '../lint/load.js';
import { formatProblem, isError } from '../lint/problem.js';
import { generateFunction, generateSite } from '../generator/site.js';
import { SiteMap, type SiteSink } from '../generator/site-sink.js';

export interface DevOptions {
  contentDir: string;
  outDir: string;
  baseUrl: string;
  /** Told of every rebuild: what changed, how many files were written, and how long the first answer took. */
  onRebuilt?: (report: { changed: string; firstMs: number; totalMs: number; written: number }) => void;
  log?: (line: string) => void;
}

const hashOf = (content: string) => createHash('sha1').update(content).digest('base64');

/** Writes files in place (dev only: no staging), remembering what each file holds. */
class InPlaceTree implements SiteSink {
  readonly hashes = new Map<string, string>();
  private pending: Promise<unknown>[] = [];
  written = 0;
  constructor(private readonly outDir: string) {}

  put(path: string, content: string): void {
    const hash = hashOf(content);
    if (this.hashes.get(path) === hash) return;
    this.hashes.set(path, hash);
    this.written++;
    const full = join(this.outDir, path);
    this.pending.push(mkdir(dirname(full), { recursive: true }).then(() => writeFile(full, content)));
  }

  /** Files the last full generation no longer made. */
  removeAllBut(kept: ReadonlySet<string>): void {
    for (const path of [...this.hashes.keys()]) {
      if (kept.has(path)) continue;
      this.hashes.delete(path);
      this.pending.push(rm(join(this.outDir, path), { force: true }));
    }
  }

  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }
}

/** Files of the content folder whose change means a rebuild (not editors' temporary files). */
const CONTENT_FILE = /^(functions\/[^/]+\.ya?ml|categories\.yaml|stats\/views\.csv)$/;
const SETTLE_MS = 30;
const REST_DELAY_MS = 250;

export async function startDevServer(options: DevOptions): Promise<{ close(): Promise<void> }> {
  const log = options.log ?? ((line: string) => console.log(line));
  let files: ContentFiles = await readContentFiles(options.contentDir);
  const tree = new InPlaceTree(options.outDir);
  await rm(options.outDir, { recursive: true, force: true });
  const fileName = (name: string) => relative(dirname(options.contentDir), join(options.contentDir, name)).split('\\').join('/');

  /** Everything else in dist/: regenerated in memory, only changed files written. */
  const writeTheRest = async (changed: string, started: number, firstMs: number) => {
    const { catalogue } = checkContent(files);
    if (!catalogue) return;
    const all = new SiteMap();
    await generateSite(catalogue, options.baseUrl, all);
    for (const [path, content] of all) tree.put(path, content);
    tree.removeAllBut(new Set(all.keys()));
    await tree.flush();
    const totalMs = performance.now() - started;
    options.onRebuilt?.({ changed, firstMs, totalMs, written: tree.written });
    log(`dev: ${changed}: ${tree.written} files written; its own answers after ${firstMs.toFixed(0)} ms, all of dist/ after ${totalMs.toFixed(0)} ms`);
    tree.written = 0;
  };

  /** The changed functions' own answers and pages at once; the rest shortly after, once edits settle. */
  let restTimer: NodeJS.Timeout | undefined;
  let queue = Promise.resolve();
  /** Runs after everything queued before it; a failure is reported and does not stop later rebuilds. */
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => log(`dev: rebuild failed: ${error instanceof Error ? error.stack : String(error)}`));
  };
  const rebuild = async (names: string[]) => {
    const started = performance.now();
    const changedSlugs: string[] = [];
    if (names.every((n) => n.startsWith('functions/'))) {
      for (const name of names) {
        const file = fileName(name);
        const read = await readFunctionFile(join(options.contentDir, name), file);
        const others = files.functions.filter((f) => f.file !== file);
        files = { ...files, functions: read.text || read.value ? [...others, read].sort((a, b) => (a.file < b.file ? -1 : 1)) : others };
        if (read.value) changedSlugs.push(read.value.slug);
      }
    } else {
      files = await readContentFiles(options.contentDir);
    }
    const changed = names.map(fileName).join(', ');
    // Every rule on the changed files; the whole catalogue is checked again with the rest of dist/.
    const { catalogue, problems } = checkContent(files, 'all', changedSlugs.length === names.length ? new Set(names.map(fileName)) : undefined);
    for (const p of problems.filter(isError)) log(formatProblem(p));
    if (!catalogue) {
      log(`dev: ${changed} has errors; still serving the last good build`);
      return;
    }
    for (const slug of changedSlugs) generateFunction(catalogue, slug, options.baseUrl, tree);
    await tree.flush();
    const firstMs = performance.now() - started;
    clearTimeout(restTimer);
    restTimer = setTimeout(() => enqueue(() => writeTheRest(changed, started, firstMs)), REST_DELAY_MS);
  };

  await writeTheRest('content/', performance.now(), 0);
  const pending = new Set<string>();
  let settleTimer: NodeJS.Timeout | undefined;
  const changed = (name: string) => {
    if (!CONTENT_FILE.test(name)) return;
    pending.add(name);
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      const names = [...pending];
      pending.clear();
      enqueue(() => rebuild(names));
    }, SETTLE_MS);
  };
  // One watcher per folder, not a recursive one: Node's recursive watch on Linux follows files,
  // and loses a file that an editor saves by renaming a new one over it.
  const watchers = ['', 'functions', 'stats'].map((folder) =>
    watch(join(options.contentDir, folder), (_event, name) => name && changed(folder ? `${folder}/${name}` : name)),
  );
  return {
    async close() {
      for (const watcher of watchers) watcher.close();
      clearTimeout(settleTimer);
      clearTimeout(restTimer);
      await queue;
    },
  };
}
