import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/paths.js';

const ARTIFACTS = join(ROOT, 'test', 'artifacts', 'layout');

/** A page of every type, in a right-to-left and a left-to-right locale. */
const PAGES = [
  ...['fa', 'ar', 'en'].flatMap((lang) => [
    `/${lang}/`,
    `/${lang}/category/lookup-and-reference/`,
    `/${lang}/function/vlookup/`,
    `/${lang}/function/sumproduct/`,
    `/${lang}/function/textsplit/`,
  ]),
  '/',
  '/docs/',
  '/fa/function/no-such-function/',
];

const chromium = useChromium();
mkdirSync(ARTIFACTS, { recursive: true });

const WIDTHS = [320, 360, 1280];

describe('pages on a phone and on a desktop', () => {
  it(`nothing is wider than the screen at ${WIDTHS.join(', ')} px, and headings start where the language's lines start`, async () => {
    const page = await chromium.browser().newPage({ viewport: { width: WIDTHS[0]!, height: 800 } });
    const problems: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${inject('apiUrl')}${path}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const heading = document.querySelector('h1')!.getBoundingClientRect();
          const main = document.querySelector('main')!;
          const style = getComputedStyle(main);
          const box = main.getBoundingClientRect();
          return {
            scrollWidth: document.documentElement.scrollWidth,
            dir: document.documentElement.dir,
            headingLeft: heading.left,
            headingRight: heading.right,
            contentLeft: box.left + parseFloat(style.paddingLeft),
            contentRight: box.right - parseFloat(style.paddingRight),
          };
        });
        const at = `${path} at ${width} px`;
        if (layout.scrollWidth > width) problems.push(`${at}: ${layout.scrollWidth} px wide`);
        if (layout.dir === 'rtl' && Math.abs(layout.headingRight - layout.contentRight) > 1)
          problems.push(`${at}: the heading ends at ${layout.headingRight} px, not at the content's right edge (${layout.contentRight} px)`);
        if (layout.dir !== 'rtl' && Math.abs(layout.headingLeft - layout.contentLeft) > 1)
          problems.push(`${at}: the heading starts at ${layout.headingLeft} px, not at the content's left edge (${layout.contentLeft} px)`);
        if (layout.contentRight > width || layout.contentLeft < 0) problems.push(`${at}: the content runs off the screen`);
        if (width !== 320) await page.screenshot({ path: join(ARTIFACTS, `${path.replace(/\//g, '_') || 'root'}-${width}.png`) });
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 90_000);
});
