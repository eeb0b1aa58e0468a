/**
 * The full build, as `npm run build` runs it: one process (`node --import tsx cli/build.ts`), timed
 * from spawn to exit, with the peak resident memory of that same process (read by a preloaded
 * module when it exits, so the build carries no measuring code).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BuildSpeed {
  seconds: number[];
  peakBytes: number[];
  files: number;
  bytes: number;
}

function treeSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else {
        files++;
        bytes += stat.size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

export function measureBuild(root: string, runs = 5): BuildSpeed {
  const temp = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const out = join(temp, 'dist');
  const seconds: number[] = [];
  const peakBytes: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const peakFile = join(temp, `peak-${run}`);
      const started = performance.now();
      const result = spawnSync(process.execPath, ['--import', resolve(root, 'bench/report-peak-memory.mjs'), '--import', 'tsx', 'cli/build.ts', '--out', out], {
        cwd: root,
        env: { ...process.env, PEAK_MEMORY_FILE: peakFile },
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
      seconds.push((performance.now() - started) / 1000);
      peakBytes.push(Number(readFileSync(peakFile, 'utf8')));
    }
    return { seconds, peakBytes, ...treeSize(out) };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
