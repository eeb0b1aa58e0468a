/**
 * Writes dist/ atomically while it is being generated: files go into a fresh folder beside the
 * target as they are put, and the finished folder is swapped in with renames, so a failure at any
 * point leaves the previous tree as it was.
 *
 * The writing runs on a thread of its own, with plain synchronous calls: creating some fourteen
 * thousand small files is bound by the file system's per-file cost, and on a small machine one
 * thread writing in order beats many writes in flight; meanwhile the main thread goes on
 * generating.
 */
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteSink } from './site-sink.js';

const WRITER = `
const { parentPort } = require('node:worker_threads');
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');
const folders = new Set();
let failure = null;
parentPort.on('message', (message) => {
  if (message === 'end') return parentPort.postMessage(failure ? { failure: String(failure && failure.stack || failure) } : { done: true });
  if (failure) return;
  try {
    for (const [path, content] of message) {
      const folder = dirname(path);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      writeFileSync(path, content);
    }
  } catch (error) {
    failure = error;
  }
});
`;

/** Files are handed to the writer in batches, to keep messages few. */
const BATCH_FILES = 64;

export class StagedTree implements SiteSink {
  readonly staging: string;
  private readonly previous: string;
  private readonly writer = new Worker(WRITER, { eval: true });
  private batch: [string, string][] = [];
  files = 0;
  bytes = 0;

  constructor(readonly target: string) {
    this.staging = `${target}.staging-${process.pid}`;
    this.previous = `${target}.previous-${process.pid}`;
  }

  put(path: string, content: string): void {
    this.files++;
    this.bytes += Buffer.byteLength(content);
    this.batch.push([join(this.staging, path), content]);
    if (this.batch.length >= BATCH_FILES) this.flush();
  }

  private flush(): void {
    if (this.batch.length === 0) return;
    this.writer.postMessage(this.batch);
    this.batch = [];
  }

  /** Waits until every file is written; rejects with the writer's failure. */
  private async finishWriting(): Promise<void> {
    this.flush();
    const answer = new Promise<{ done?: true; failure?: string }>((resolve, reject) => {
      this.writer.once('message', resolve);
      this.writer.once('error', reject);
    });
    this.writer.postMessage('end');
    const result = await answer;
    await this.writer.terminate();
    if (result.failure) throw new Error(`writing dist/ failed: ${result.failure}`);
  }

  /** Waits for every write, then swaps the staged tree in place of the target. */
  async commit(): Promise<void> {
    try {
      await this.finishWriting();
    } catch (error) {
      await rm(this.staging, { recursive: true, force: true });
      throw error;
    }
    const hadPrevious = await rename(this.target, this.previous).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return false;
        throw e;
      },
    );
    await rename(this.staging, this.target);
    if (hadPrevious) await rm(this.previous, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await this.finishWriting().catch(() => undefined);
    await rm(this.staging, { recursive: true, force: true });
  }
}
