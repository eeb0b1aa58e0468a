import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../lint/testing/fixtures.js';
import { startDevServer } from './dev-server.js';

const temp = mkdtempSync(join(tmpdir(), 'dev-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('npm run dev keeps dist/ in step with content/', () => {
  it('writes an edited function, reports broken content and keeps the last good files', async () => {
    const content = contentFixture(['sum', 'vlookup']);
    const outDir = join(temp, 'dist');
    const lines: string[] = [];
    let rebuilt: (changed: string) => void = () => {};
    const dev = await startDevServer({
      contentDir: content,
      outDir,
      baseUrl: 'http://127.0.0.1:8788',
      log: (l) => lines.push(l),
      onRebuilt: ({ changed }) => rebuilt(changed),
    });
    const detail = () => JSON.parse(readFileSync(join(outDir, 'api/v1/function/sum/en.json'), 'utf8')).data.title as string;
    const list = () => readFileSync(join(outDir, 'api/v1/functions/en/all/alpha/1.json'), 'utf8');
    try {
      expect(detail()).toMatch(/^`SUM`, /);
      const file = join(content, 'functions', 'sum.yaml');
      const text = readFileSync(file, 'utf8');
      const next = new Promise<string>((resolve) => (rebuilt = resolve));
      // Written as editors save: a new file renamed over the old one.
      writeFileSync(`${file}.tmp`, text.replace(/^ {2}en: >-\n {4}`SUM`, .*$/m, '  en: >-\n    `SUM`, add numbers (edited)'));
      const { renameSync } = await import('node:fs');
      renameSync(`${file}.tmp`, file);
      expect(await next).toMatch(/functions\/sum\.yaml$/);
      expect(detail()).toBe('`SUM`, add numbers (edited)');
      expect(list()).toContain('`SUM`, add numbers (edited)');

      writeFileSync(file, text.replace('volatile: false', 'volatile: sometimes'));
      await expect.poll(() => lines.some((l) => l.includes('still serving the last good build')), { timeout: 5000 }).toBe(true);
      expect(lines.some((l) => /sum\.yaml:\d+: volatile: must be true or false/.test(l))).toBe(true);
      expect(detail()).toBe('`SUM`, add numbers (edited)');
    } finally {
      await dev.close();
    }
  }, 60_000);
});
