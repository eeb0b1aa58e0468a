/** Read, parse and import a locale's exported index and answer one query, in a fresh V8 isolate (a worker thread). */
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
(async () => {
  const { tsImport } = await import('tsx/esm/api');
  const { importSearchIndex } = await tsImport(workerData.module, workerData.parent);
  const start = performance.now();
  const index = importSearchIndex(JSON.parse(readFileSync(workerData.file, 'utf8')));
  index.search(workerData.query);
  parentPort.postMessage(performance.now() - start);
})();
`;

/** Milliseconds from reading the index file to the first answered query. */
export function coldStartInWorker(root: string, indexFile: string, query = 'sum'): Promise<number> {
  return new Promise<number>((done, fail) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { module: resolve(root, 'shared/search/search-index.ts'), parent: import.meta.url, file: indexFile, query },
    });
    worker.once('message', (ms: number) => void worker.terminate().then(() => done(ms)));
    worker.once('error', fail);
  });
}
