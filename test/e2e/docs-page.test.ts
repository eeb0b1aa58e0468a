import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/paths.js';

const ARTIFACTS = join(ROOT, 'test', 'artifacts');
const chromium = useChromium();

describe('the docs page (info.docs) in headless Chromium', () => {
  it('renders every operation with a request a reader can copy, and loads nothing from elsewhere', async () => {
    const base = inject('apiUrl');
    const page = await chromium.browser().newPage({ viewport: { width: 1280, height: 900 } });
    const foreign: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(base)) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const response = await page.goto(`${base}/docs/`);
    expect(response?.status()).toBe(200);

    const document = JSON.parse(readFileSync(join(inject('distDir'), 'openapi.json'), 'utf8')) as {
      paths: Record<string, { get: { operationId: string; summary: string } }>;
    };
    const operations = Object.entries(document.paths);
    expect(operations.length).toBeGreaterThanOrEqual(7);
    for (const [path, item] of operations) {
      const section = page.locator(`section#${item.get.operationId}`);
      await expect.poll(() => section.isVisible()).toBe(true);
      expect(await section.locator('h2').innerText()).toContain(path);
      expect(await section.innerText()).toContain(item.get.summary);
      const request = await section.locator('pre code').first().innerText();
      expect(request).toMatch(/^curl '.+\/api\/v1/);
    }
    // The navigation links to every operation.
    expect(await page.locator('nav.operations a').count()).toBe(operations.length);
    expect(foreign).toEqual([]);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'docs.png'), fullPage: true });
    await page.close();
  });
});
