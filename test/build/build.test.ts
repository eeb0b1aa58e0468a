import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_SCHEMAS, editorSchemaText } from '../../generator/editor-schemas.js';
import { contentFixture } from '../../lint/testing/fixtures.js';
import { buildInTemp } from '../helpers/build.js';
import { ROOT } from '../helpers/paths.js';
import { treeHashes } from '../helpers/tree-hash.js';

const LOCALES = ['fa', 'en', 'de', 'fr', 'tr', 'az', 'ar'];
const SORTS = ['popular', 'alpha', 'views'];
const temp = mkdtempSync(join(tmpdir(), 'build-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** 45 clones of SUM (SUMA, SUMB, …) with varied popularity, so lists run to several pages. */
function largeFixture(): { dir: string; popularity: Map<string, number>; views: Map<string, number> } {
  const dir = contentFixture(['sum', 'vlookup']);
  const sum = readFileSync(join(dir, 'functions', 'sum.yaml'), 'utf8');
  const popularity = new Map([
    ['sum', 100],
    ['vlookup', 98],
  ]);
  const views = new Map<string, number>([['vlookup', 7]]);
  for (let i = 0; i < 45; i++) {
    const name = `SUM${String.fromCharCode(65 + (i % 26))}${i >= 26 ? 'X' : ''}`;
    const slug = name.toLowerCase();
    const pop = (i * 37) % 101;
    popularity.set(slug, pop);
    if (i % 3 === 0) views.set(slug, i % 5);
    writeFileSync(
      join(dir, 'functions', `${slug}.yaml`),
      sum
        .replace(/^name: SUM$/m, `name: ${name}`)
        .replace(/^ {2}(de|fr|tr): [A-Z]+$/gm, `  $1: ${name}`)
        .replace(/SUM\(/g, `${name}(`)
        .replace(/^popularity: 100$/m, `popularity: ${pop}`),
    );
  }
  writeFileSync(join(dir, 'stats', 'views.csv'), `slug,views\n${[...views].map(([s, v]) => `${s},${v}`).join('\n')}\n`);
  return { dir, popularity, views };
}

describe('npm run build', () => {
  const fixture = largeFixture();
  const out = join(temp, 'dist');

  beforeAll(async () => {
    const result = await buildInTemp(fixture.dir, 'https://example.org', out);
    expect(result).toMatchObject({ ok: true, functions: 47 });
  });

  it('writes one file per response that depends only on path, lang, category, sort and page', () => {
    const files = [...treeHashes(out).keys()];
    const categories = (readdirSync(join(out, 'api/v1/functions/en')) as string[]).filter((c) => c !== 'all');
    expect(categories).toHaveLength(13);
    // all: 47 functions, math: 46, lookup: 1, the other 11 empty (still one empty page each).
    const pagesPerSort = Math.ceil(47 / 20) + Math.ceil(46 / 20) + 1 + 11;
    const listFiles = LOCALES.length * SORTS.length * pagesPerSort;
    const perLocale = 4; // info, categories, search core, bulk
    const briefs = files.filter((f) => f.startsWith('api/v1/_data/briefs/'));
    expect(briefs).toHaveLength(47 * LOCALES.length);
    // One search shard per first letter of the indexed words: a handful per locale, never one per word.
    const shards = files.filter((f) => f.startsWith('api/v1/_data/search/') && !f.endsWith('/core.json'));
    for (const lang of LOCALES) expect(shards.filter((f) => f.startsWith(`api/v1/_data/search/${lang}/`)).length).toBeGreaterThan(5);
    expect(shards.length).toBeLessThan(LOCALES.length * 120);
    const schemas = files.filter((f) => f.startsWith('schemas/')).length;
    expect(schemas).toBeGreaterThanOrEqual(10);
    // Pages: a home, 13 categories and 47 functions per locale, plus each locale's search data.
    const pages = LOCALES.length * (1 + 13 + 47 + 1);
    const siteFiles = 7; // index.html, sitemap.xml, robots.txt, assets/site.css, assets/site.js, assets/formula-names.js, docs
    const expected =
      listFiles +
      LOCALES.length * (47 + perLocale) +
      briefs.length +
      shards.length +
      2 /* index, formula names */ +
      schemas +
      pages +
      siteFiles +
      5; /* openapi, types, _routes, _headers, 404 */
    expect(files.filter((f) => f.startsWith('api/v1/functions/'))).toHaveLength(listFiles);
    expect(files.filter((f) => f.startsWith('api/v1/function/'))).toHaveLength(47 * LOCALES.length);
    expect(files).toHaveLength(expected);
    for (const name of [
      'openapi.json',
      'docs/index.html',
      'types/api.d.ts',
      '_routes.json',
      '_headers',
      '404.html',
      'index.html',
      'sitemap.xml',
      'fa/function/sum/index.html',
      'ar/category/logical/index.html',
    ])
      expect(files).toContain(name);
  });

  it('writes list pages that are the right slices in the documented orders', () => {
    const read = (sort: string, page: number) => JSON.parse(readFileSync(join(out, `api/v1/functions/en/all/${sort}/${page}.json`), 'utf8'));
    const slugs = [...fixture.popularity.keys()];
    const pop = (s: string) => fixture.popularity.get(s)!;
    const views = (s: string) => fixture.views.get(s) ?? 0;
    const byte = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    const expected: Record<string, string[]> = {
      popular: [...slugs].sort((a, b) => pop(b) - pop(a) || views(b) - views(a) || byte(a, b)),
      views: [...slugs].sort((a, b) => views(b) - views(a) || pop(b) - pop(a) || byte(a, b)),
      alpha: [...slugs].sort(byte),
    };
    for (const sort of SORTS) {
      const pages = [1, 2, 3].map((p) => read(sort, p));
      expect(pages.map((p) => p.data.length)).toEqual([20, 20, 7]);
      expect(pages.flatMap((p) => p.data.map((b: { slug: string }) => b.slug))).toEqual(expected[sort]);
      expect(pages[1].meta).toEqual({ total: 47, page: 2, per_page: 20, pages: 3, lang: 'en' });
    }
    const first = read('views', 1).data[0];
    expect(first).toMatchObject({ slug: 'vlookup', views: 7, url: 'https://example.org/en/function/vlookup/' });
  });

  it('uses the configured base address in links, info and categories', () => {
    const detail = JSON.parse(readFileSync(join(out, 'api/v1/function/vlookup/de.json'), 'utf8'));
    expect(detail.data.links).toEqual({
      url: 'https://example.org/de/function/vlookup/',
      canonical: 'https://example.org/fa/function/vlookup/',
      api: 'https://example.org/api/v1/function/vlookup?lang=de',
    });
    expect(detail.data.names.de).toBe('SVERWEIS');
    expect(detail.data.names.az).toBe('VLOOKUP');
    const info = JSON.parse(readFileSync(join(out, 'api/v1/info/fa.json'), 'utf8'));
    expect(info.data).toMatchObject({
      base: 'https://example.org',
      docs: 'https://example.org/docs/',
      openapi: 'https://example.org/openapi.json',
      version: 'v1',
    });
    const categories = JSON.parse(readFileSync(join(out, 'api/v1/categories/tr.json'), 'utf8'));
    expect(categories.data[0]).toMatchObject({
      slug: 'math-and-trigonometry',
      title: 'Matematik ve trigonometri',
      count: 46,
      api: 'https://example.org/api/v1/functions?category=math-and-trigonometry&lang=tr',
    });
    expect(categories.data.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(47);
  });

  it('leaves related slugs of functions not written yet out of the API', () => {
    const detail = JSON.parse(readFileSync(join(out, 'api/v1/function/vlookup/en.json'), 'utf8'));
    expect(detail.data.related).toEqual([]);
    const sum = JSON.parse(readFileSync(join(out, 'api/v1/function/sum/en.json'), 'utf8'));
    expect(sum.data.related).toEqual([]);
  });

  it('is deterministic: the same content gives a byte-identical tree', async () => {
    const again = await buildInTemp(fixture.dir, 'https://example.org', join(temp, 'again'));
    expect(again.ok).toBe(true);
    expect(treeHashes(again.outDir)).toEqual(treeHashes(out));
  });
});

describe('editor schemas', () => {
  it('content/schema/*.json match shared/schemas (run npm run schemas to refresh)', () => {
    for (const [path, schema] of Object.entries(EDITOR_SCHEMAS)) {
      expect(readFileSync(join(ROOT, path), 'utf8'), path).toBe(editorSchemaText(schema));
    }
  });
});
