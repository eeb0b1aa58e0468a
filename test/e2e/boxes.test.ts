import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/paths.js';

const DIST = inject('distDir');
const ARTIFACTS = join(ROOT, 'test', 'artifacts');

describe('the search box and the formula-translate box in headless Chromium', () => {
  const { open } = useChromium();

  it('lets a keyboard move through the search results and open one with Enter', async () => {
    const page = await open(`${inject('apiUrl')}/en/`);
    const input = page.locator('form.search input');
    await input.fill('sum');
    await page.locator('#search-results [role="option"]').first().waitFor();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBe('search-option-1');
    const href = await page.locator(`#${active} a`).getAttribute('href');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith(`/en/${href!.replace(/^\.\.\/en\//, '').replace(/index\.html$/, '')}`));
    await page.close();
  });

  it('opens the first result on Enter without choosing one', async () => {
    const page = await open(`${inject('apiUrl')}/de/`);
    await page.locator('form.search input').fill('sverweis');
    await page.locator('form.search input').press('Enter');
    await page.waitForURL(/\/de\/function\/vlookup\/(index\.html)?$/);
    await page.close();
  });

  it('finds VLOOKUP from the Persian search box typed on an Arabic keyboard', async () => {
    const page = await open(`${inject('apiUrl')}/fa/`);
    await page.locator('form.search input').fill('جستجوي عمودي');
    const first = page.locator('form.search .results a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/fa\/function\/vlookup\/index\.html$/);
    await page.screenshot({ path: join(ARTIFACTS, 'search-fa.png') });
    await first.click();
    await page.waitForURL(/\/fa\/function\/vlookup\//);
    await page.close();
  });

  it.each([
    ['online', () => `${inject('apiUrl')}/fa/index.html`],
    ['from disk', () => pathToFileURL(join(DIST, 'fa', 'index.html')).href],
  ])('translates a German formula into English on the Persian home page (%s)', async (_where, url) => {
    const page = await open(url());
    const form = page.locator('form.translate');
    await form.locator('textarea').fill('=WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-")');
    await form.locator('select[name="to"]').selectOption('en');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('output').innerText()).toBe('=IFNA(VLOOKUP(A2,B:C,2,FALSE),"-")');
    expect(await form.locator('.translate-note').innerText()).toContain('Deutsch');
    await page.close();
  });

  it('works offline, opened from disk: the search box and the links', async () => {
    const page = await open(pathToFileURL(join(DIST, 'en', 'index.html')).href);
    await page.locator('form.search input').fill('zaehlenwenn');
    const first = page.locator('form.search .results a').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(/\/en\/function\/countif\/index\.html$/);
    expect(await page.locator('h1').innerText()).toMatch(/^COUNTIF/);
    await page.close();
  });
});
