/**
 * `npm run dev` as an author meets it: a real dev server and wrangler on a copy of the content;
 * each run saves an edited function file (as an editor does, a new file renamed over the old one)
 * and polls the API until the detail answer shows the edit.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '../tools/dev-server.js';
import { startPagesDev } from '../tools/pages-dev.js';

export async function measureDevEdits(root: string, runs = 7): Promise<number[]> {
  const temp = mkdtempSync(join(tmpdir(), 'bench-dev-'));
  const content = join(temp, 'content');
  cpSync(join(root, 'content'), content, { recursive: true });
  const outDir = join(temp, 'dist');
  let idle: () => void = () => {};
  const dev = await startDevServer({ contentDir: content, outDir, baseUrl: 'http://127.0.0.1:8788', log: () => {}, onRebuilt: () => idle() });
  const server = await startPagesDev({ cwd: root, distDir: outDir, bindings: { RATE_LIMIT: '1000000000' } });
  const file = join(content, 'functions', 'sum.yaml');
  const original = readFileSync(file, 'utf8');
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const marker = `edit ${run} ${Date.now()}`;
      const settled = new Promise<void>((resolve) => (idle = resolve));
      const started = performance.now();
      writeFileSync(`${file}.tmp`, original.replace(/^ {2}en: >-\n {4}`SUM`, .*$/m, `  en: >-\n    \`SUM\`, ${marker}`));
      renameSync(`${file}.tmp`, file);
      for (;;) {
        const text = await (await fetch(`${server.url}/api/v1/function/sum?lang=en`, { headers: { 'Cache-Control': 'no-cache' } })).text();
        if (text.includes(marker)) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      times.push(performance.now() - started);
      await settled; // the rest of dist/ is written before the next edit
    }
    return times;
  } finally {
    await dev.close();
    await server.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}
