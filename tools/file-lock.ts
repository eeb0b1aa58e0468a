/**
 * A lock around one file's read-modify-write, for tools that several writers run at once (each
 * reviewer applies fixes to the same content files, for a different locale). `mkdir` is atomic,
 * so the lock is a directory beside the file.
 */
import { mkdirSync, rmdirSync } from 'node:fs';

const WAIT_MS = 20;
const GIVE_UP_MS = 30_000;

export function withFileLock<T>(path: string, work: () => T): T {
  const lock = `${path}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - started > GIVE_UP_MS)
        throw new Error(`${lock} is still held after ${GIVE_UP_MS / 1000} s; remove it if no tool is running`, { cause: error });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAIT_MS);
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(lock);
  }
}
