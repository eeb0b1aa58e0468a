import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../helpers/browser.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const chromium = useChromium();

describe('accessibility (axe-core in Chromium)', () => {
  it('finds no serious or critical violation on a page of each type', async () => {
    const page = await chromium.browser().newPage({ viewport: { width: 1280, height: 900 } });
    const found: string[] = [];
    for (const path of [
      '/fa/',
      '/ar/category/logical/',
      '/fa/function/vlookup/',
      '/de/function/vlookup/',
      '/en/',
      '/docs/',
      '/',
      '/fa/function/no-such-function/',
    ]) {
      await page.goto(`${inject('apiUrl')}${path}`);
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
        ).axe.run();
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}) at ${v.nodes
                .slice(0, 2)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
      });
      found.push(...violations.map((v) => `${path}: ${v}`));
    }
    await page.close();
    expect(found).toEqual([]);
  }, 90_000);
});
