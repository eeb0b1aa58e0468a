import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/paths.js';

const DIST = inject('distDir');
const LOCALES = ['fa', 'en', 'de', 'fr', 'tr', 'az', 'ar'];
const ARTIFACTS = join(ROOT, 'test', 'artifacts');
const read = (path: string) => JSON.parse(readFileSync(join(DIST, path), 'utf8'));

/** The file in dist/ that a page address is served from. */
function fileOf(url: string): string {
  const path = new URL(url).pathname;
  return join(DIST, path.endsWith('/') ? `${path}index.html` : path);
}

describe('every url in the API opens a real page', () => {
  it('links.url, links.canonical and every category url resolve to pages in dist/', () => {
    let checked = 0;
    for (const lang of LOCALES) {
      for (const fn of read(`bulk/${lang}.json`) as { links: { url: string; canonical: string } }[]) {
        for (const url of [fn.links.url, fn.links.canonical]) {
          expect(existsSync(fileOf(url)), url).toBe(true);
          checked++;
        }
      }
      for (const category of read(`api/v1/categories/${lang}.json`).data as { url: string }[]) {
        expect(existsSync(fileOf(category.url)), category.url).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('wrangler serves them as HTML pages', async () => {
    const base = inject('apiUrl');
    for (const path of ['/fa/function/vlookup/', '/en/category/logical/', '/ar/', '/', '/sitemap.xml']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(path.endsWith('.xml') ? /xml/ : /text\/html/);
      await response.arrayBuffer();
    }
  });

  it('the sitemap lists every function page in every locale', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    const functions = (read('bulk/en.json') as unknown[]).length;
    expect(sitemap.match(/\/function\//g)).toHaveLength(functions * LOCALES.length);
  });
});

describe('HTML validity', () => {
  it('homes, categories and a sample of function pages in every locale are valid HTML', async () => {
    // The search box is a WAI-ARIA combobox, which the rule would have be a <select>.
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: { 'long-title': 'off', 'no-inline-style': 'off', 'prefer-native-element': ['error', { exclude: ['combobox', 'listbox'] }] },
    });
    const sample = ['sum', 'vlookup', 'f.dist.rt', 'textsplit', 'array-constrain', 'if', 'dsum', 'imsub'];
    const pages: string[] = ['index.html'];
    for (const lang of LOCALES) {
      pages.push(`${lang}/index.html`, `${lang}/category/math-and-trigonometry/index.html`, `${lang}/category/text/index.html`);
      for (const slug of sample) pages.push(`${lang}/function/${slug}/index.html`);
    }
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(readFileSync(join(DIST, page), 'utf8'), page);
      for (const result of report.results) for (const m of result.messages) problems.push(`${page}:${m.line}: ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('pages in headless Chromium', () => {
  const { open } = useChromium();

  it('shows the Persian VLOOKUP page right to left, with syntax, examples and errors', async () => {
    const page = await open(`${inject('apiUrl')}/fa/function/vlookup/`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('fa');
    expect(await page.locator('h1').innerText()).toContain('جستجوی عمودی');
    expect(await page.locator('pre code').first().innerText()).toBe('VLOOKUP(lookup_value, table_array, col_index_num, [range_lookup])');
    expect(await page.locator('figure.example').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('dl.errors dt').first().innerText()).toBe('#N/A');
    expect(await page.locator('dl.names').innerText()).toContain('SVERWEIS');
    // Code stays left to right inside the right-to-left page.
    expect(
      await page
        .locator('pre')
        .first()
        .evaluate((el) => getComputedStyle(el).direction),
    ).toBe('ltr');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'function-fa.png'), fullPage: true });
    await page.close();
  });

  it('shows the English page left to right, and its language switcher reaches the German one', async () => {
    const page = await open(`${inject('apiUrl')}/en/function/vlookup/`);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.locator('h1').innerText()).toBe('VLOOKUP, look up a value down the first column');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/fa\/function\/vlookup\/$/);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(8);
    await page.screenshot({ path: join(ARTIFACTS, 'function-en.png'), fullPage: true });
    await page.locator('nav.languages a[hreflang="de"]').click();
    await page.waitForURL(/\/de\/function\/vlookup\//);
    expect(await page.locator('h1').innerText()).toMatch(/^SVERWEIS/);
    await page.close();
  });

  it.each(['fa/function/vlookup', 'ar/function/vlookup', 'fa/function/fisher', 'ar/function/fisher'])(
    'shows every formula and signed number inside the right-to-left prose of %s in its own order',
    async (path) => {
      const page = await open(`${inject('apiUrl')}/${path}/`);
      const codes = await page.locator('main p code, main li code, main dd code, main td code').evaluateAll((elements) =>
        elements.map((element) => {
          const text = element.textContent ?? '';
          const node = element.firstChild!;
          // The left edge of each character, in the order the characters are stored: on one line of left-to-right text they only grow.
          // Text in quotes inside a formula ("یافت نشد") is laid out in its own direction; the formula around it is what must read left to right.
          const quoted = new Set<number>();
          for (const match of text.matchAll(/"[^"]*"/g)) for (let i = match.index!; i < match.index! + match[0].length; i++) quoted.add(i);
          const edges: { left: number; top: number }[] = [];
          for (let i = 0; i < text.length; i++) {
            if (quoted.has(i)) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0) edges.push({ left: rect.left, top: Math.round(rect.top) });
          }
          const inOrder = edges.every((e, i) => i === 0 || e.top !== edges[i - 1]!.top || e.left >= edges[i - 1]!.left - 0.5);
          return { text, direction: getComputedStyle(element).direction, inOrder };
        }),
      );
      expect(codes.length).toBeGreaterThan(5);
      expect(codes.filter((c) => /[\u2066-\u2069\u200e\u200f]/.test(c.text))).toEqual([]);
      expect(codes.filter((c) => c.direction !== 'ltr' || !c.inOrder).map((c) => c.text)).toEqual([]);
      if (path === 'fa/function/fisher') expect(codes.map((c) => c.text)).toContain('-1');
      await page.close();
    },
  );

  it('shows a German reader the formulas German Excel accepts, with a copy button and the English beneath', async () => {
    const page = await open(`${inject('apiUrl')}/de/function/vlookup/`);
    // The syntax line: German name, four arguments separated by semicolons, the last optional.
    expect(await page.locator('section pre code').first().innerText()).toMatch(/^SVERWEIS\(([\p{L}_]+; ){3}\[[\p{L}_]+\]\)$/u);
    const example = page.locator('figure.example').first();
    expect(await example.locator('pre code').innerText()).toBe('=SVERWEIS("B-20"; A1:C3; 3; FALSCH)');
    expect(await example.locator('.english code').innerText()).toBe('=VLOOKUP("B-20", A1:C3, 3, FALSE)');
    expect(await example.locator('.result output').innerText()).toBe('4,25');
    expect(await example.locator('button.copy').isVisible()).toBe(true);
    expect(await page.locator('dl.errors dt').first().innerText()).toBe('#NV (#N/A)');
    await page.close();
  });
});
