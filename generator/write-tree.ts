/**
 * Writes a whole tree atomically: into a fresh folder beside the target, then swapped in with
 * renames, so a failure at any point leaves the previous tree as it was.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export async function writeTreeAtomically(target: string, files: ReadonlyMap<string, string>): Promise<{ files: number; bytes: number }> {
  const staging = `${target}.staging-${process.pid}`;
  const previous = `${target}.previous-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  let bytes = 0;
  try {
    const folders = new Set([...files.keys()].map((path) => dirname(join(staging, path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    for (const [path, content] of files) {
      const buffer = Buffer.from(content, 'utf8');
      bytes += buffer.length;
      await writeFile(join(staging, path), buffer);
    }
    const hadPrevious = await rename(target, previous).then(() => true, (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return false;
      throw e;
    });
    await rename(staging, target);
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { files: files.size, bytes };
}
