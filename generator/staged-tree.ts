/**
 * Writes dist/ atomically while it is being generated: files go into a fresh folder beside the
 * target as they are put (writes overlap the generation), and the finished folder is swapped in
 * with renames, so a failure at any point leaves the previous tree as it was.
 */
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteSink } from './site-sink.js';

const MAX_PENDING_WRITES = 64;

export class StagedTree implements SiteSink {
  readonly staging: string;
  private readonly previous: string;
  private readonly folders = new Set<string>();
  private readonly queue: [string, string][] = [];
  private running = 0;
  private failure: unknown = null;
  private drained: (() => void) | null = null;
  files = 0;
  bytes = 0;

  constructor(readonly target: string) {
    this.staging = `${target}.staging-${process.pid}`;
    this.previous = `${target}.previous-${process.pid}`;
  }

  put(path: string, content: string): void {
    const full = join(this.staging, path);
    const folder = dirname(full);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    this.files++;
    this.bytes += Buffer.byteLength(content);
    this.queue.push([full, content]);
    this.pump();
  }

  private pump(): void {
    while (this.running < MAX_PENDING_WRITES && this.queue.length > 0) {
      const [full, content] = this.queue.shift()!;
      this.running++;
      writeFile(full, content)
        .catch((error: unknown) => (this.failure ??= error))
        .finally(() => {
          this.running--;
          this.pump();
          if (this.running === 0 && this.queue.length === 0) this.drained?.();
        });
    }
  }

  /** Waits for every write, then swaps the staged tree in place of the target. */
  async commit(): Promise<void> {
    if (this.running > 0 || this.queue.length > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    if (this.failure) {
      await this.abort();
      throw this.failure;
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
    if (this.running > 0 || this.queue.length > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    await rm(this.staging, { recursive: true, force: true });
  }
}
