import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ENDPOINT_LINES } from '../../shared/api/operations.js';
import { call, newClientIp, type Reply } from '../helpers/api-client.js';

const dist = (path: string) => readFileSync(join(inject('distDir'), path), 'utf8');

/** rel -> the query of its target. */
function parseLink(header: string): Record<string, URLSearchParams> {
  const out: Record<string, URLSearchParams> = {};
  for (const part of header.split(', ')) {
    const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (match) out[match[2]!] = new URL(match[1]!).searchParams;
  }
  return out;
}

function expectApiHeaders(reply: Reply): void {
  expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reply.headers.get('access-control-expose-headers')).toBe('ETag, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Window');
  expect(reply.headers.get('x-ratelimit-limit')).toBe('60');
  expect(Number(reply.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
  expect(reply.headers.get('x-ratelimit-window')).toBe('60');
}

function expectError(reply: Reply, status: number, error: string | RegExp): void {
  expect(reply.status).toBe(status);
  expectApiHeaders(reply);
  expect(reply.json).toMatchObject({ success: false, data: null });
  expect(reply.json.error).toMatch(error);
}

describe('operations', () => {
  it('info describes the API in the requested locale', async () => {
    const reply = await call('/api/v1?lang=en');
    expect(reply.status).toBe(200);
    expectApiHeaders(reply);
    expect(reply.json.meta).toEqual({ lang: 'en' });
    expect(reply.json.data).toMatchObject({
      version: 'v1',
      base: 'http://127.0.0.1:8788',
      docs: 'http://127.0.0.1:8788/docs/',
      openapi: 'http://127.0.0.1:8788/openapi.json',
    });
    expect(reply.json.data.endpoints).toEqual(ENDPOINT_LINES);
  });

  it('the default list page is the file in dist/ (the offline copy is the same API)', async () => {
    const reply = await call('/api/v1/functions');
    expect(reply.status).toBe(200);
    expect(reply.text).toBe(dist('api/v1/functions/fa/all/popular/1.json'));
    expect(reply.json.meta).toMatchObject({ page: 1, per_page: 20, lang: 'fa' });
    expect(reply.json.data.length).toBeGreaterThan(0);
  });

  it('a detail, by path or by ?slug=, in any letter case, is the file in dist/', async () => {
    const file = dist('api/v1/function/vlookup/de.json');
    for (const path of [
      '/api/v1/function/vlookup?lang=de',
      '/api/v1/function/VLOOKUP?lang=DE',
      '/api/v1/function?slug=VLookup&lang=de',
      '/api/v1/function/vlookup/?lang=de',
    ]) {
      const reply = await call(path);
      expect(reply.status, path).toBe(200);
      expect(reply.text, path).toBe(file);
    }
    const { json } = await call('/api/v1/function/vlookup?lang=de');
    expect(json.data).toMatchObject({ slug: 'vlookup', name: 'VLOOKUP', category: 'lookup-and-reference' });
    expect(json.data.title).toMatch(/^`SVERWEIS`/);
  });

  it('categories count every function once', async () => {
    const [categories, list] = await Promise.all([call('/api/v1/categories?lang=ar'), call('/api/v1/functions?per_page=1')]);
    expect(categories.json.data).toHaveLength(13);
    expect(categories.json.data[0]).toMatchObject({ slug: 'math-and-trigonometry', title: 'دوال الرياضيات وعلم المثلثات', en: 'Math and trigonometry' });
    const total = categories.json.data.reduce((sum: number, c: { count: number }) => sum + c.count, 0);
    expect(total).toBe(list.json.meta.total);
  });

  it('a list with another per_page is sliced from the full order, with Link headers', async () => {
    const full = await call('/api/v1/functions?per_page=100&sort=alpha&lang=en');
    const total = full.json.meta.total;
    const second = await call('/api/v1/functions?per_page=1&page=2&sort=alpha&lang=en');
    expect(second.status).toBe(200);
    expect(second.json.data).toEqual([full.json.data[1]]);
    expect(second.json.meta).toEqual({ total, page: 2, per_page: 1, pages: total, lang: 'en' });
    const links = parseLink(second.headers.get('link')!);
    expect(links.first?.get('page')).toBe('1');
    expect(links.prev?.get('page')).toBe('1');
    expect(links.next?.get('page')).toBe(total > 2 ? '3' : undefined);
    expect(links.last?.get('page')).toBe(String(total));
    expect(links.last?.get('per_page')).toBe('1');
    expect(links.last?.get('sort')).toBe('alpha');
  });

  it('a page past the last is empty with the true meta', async () => {
    const reply = await call('/api/v1/functions?page=999999&lang=en');
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual([]);
    expect(reply.json.meta.page).toBe(999999);
    expect(reply.json.meta.pages).toBe(Math.ceil(reply.json.meta.total / 20));
  });

  it('the list filters by q and category together, keeping the sort', async () => {
    const reply = await call('/api/v1/functions?q=vlookup&category=lookup-and-reference&lang=en');
    expect(reply.json.data.map((b: { slug: string }) => b.slug)).toContain('vlookup');
    expect(reply.json.data.every((b: { category: string }) => b.category === 'lookup-and-reference')).toBe(true);
    const none = await call('/api/v1/functions?q=vlookup&category=math-and-trigonometry');
    expect(none.json.data.map((b: { slug: string }) => b.slug)).not.toContain('vlookup');
  });

  it('search finds a function by name, localized name and Persian typed on an Arabic keyboard', async () => {
    const byName = await call('/api/v1/search?q=VLOOKUP&lang=en');
    expect(byName.status).toBe(200);
    expect(byName.json.data[0].slug).toBe('vlookup');
    expect(byName.json.meta).toMatchObject({ q: 'VLOOKUP', page: 1, per_page: 20, lang: 'en' });
    expect((await call('/api/v1/search?q=sverweis&lang=de')).json.data[0].slug).toBe('vlookup');
    expect((await call(`/api/v1/search?q=${encodeURIComponent('جستجوي عمودي')}`)).json.data[0].slug).toBe('vlookup');
  });

  it('random gives a full function and is never cached', async () => {
    const reply = await call('/api/v1/random?lang=tr&category=lookup-and-reference');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('etag')).toBeNull();
    expect(reply.json.data.category).toBe('lookup-and-reference');
    expect(reply.json.data).toHaveProperty('examples');
    expect(reply.json.meta).toEqual({ lang: 'tr' });
  });
});

describe("errors in the reader's language", () => {
  it('answers German, Persian and Arabic readers in their language, and English when lang is absent or invalid', async () => {
    expectError(await call('/api/v1/functions?per_page=0&lang=de'), 400, /^per_page muss eine ganze Zahl von 1 bis 100 sein$/);
    expectError(await call('/api/v1/functions?per_page=0&lang=fa'), 400, /^مقدار \u2066per_page\u2069 باید عددی صحیح/);
    expectError(await call('/api/v1/nothing?lang=ar'), 404, /^لا توجد عملية في هذا المسار/);
    expectError(await call('/api/v1/functions?per_page=0'), 400, /^per_page must be an integer from 1 to 100$/);
    expectError(await call('/api/v1/functions?per_page=0&lang=xx'), 400, /^lang must be one of/);
  });

  it('echoes q in meta whenever it was given, on the list as on search; a blank q filters nothing on the list and is refused by search', async () => {
    const list = await call('/api/v1/functions?q=%20%20&lang=en&per_page=5');
    expect(list.status).toBe(200);
    expect(list.json.meta).toMatchObject({ q: '', per_page: 5 });
    expect(list.json.meta.total).toBe((await call('/api/v1/functions?per_page=1')).json.meta.total);
    expect((await call('/api/v1/functions?q=vlookup&lang=en')).json.meta.q).toBe('vlookup');
    expect((await call('/api/v1/functions?lang=en')).json.meta).not.toHaveProperty('q');
    expectError(await call('/api/v1/search?q=%20%20'), 400, /^q is required/);
  });
});

describe('errors', () => {
  it.each([
    ['/api/v1/functions?lang=xx', /^lang must be one of fa, en, de, fr, tr, az, ar$/],
    ['/api/v1/functions?sort=new', /^sort must be one of popular, alpha, views$/],
    ['/api/v1/functions?page=0', /^page must be/],
    ['/api/v1/functions?page=1.5', /^page must be/],
    ['/api/v1/functions?page=-2', /^page must be/],
    ['/api/v1/functions?page=1234567', /^page must be/],
    ['/api/v1/functions?per_page=0', /^per_page must be an integer from 1 to 100$/],
    ['/api/v1/functions?per_page=101', /^per_page must be an integer from 1 to 100$/],
    ['/api/v1/functions?category=nope', /\/api\/v1\/categories/],
    [`/api/v1/functions?q=${'a'.repeat(101)}`, /^q must be at most 100 characters$/],
    ['/api/v1/search', /^q is required/],
    ['/api/v1/search?q=%20', /^q is required/],
    ['/api/v1/search?q=sum&per_page=500', /^per_page must be/],
    ['/api/v1/search?q=sum&lang=english', /^lang must be/],
    ['/api/v1/function/sum_if', /^slug must be/],
    ['/api/v1/function?slug=', /^slug is required/],
    ['/api/v1/function/%E0%A4%A', /^slug must be/],
    ['/api/v1/categories?lang=xx', /^lang must be/],
    ['/api/v1/random?category=nope', /\/api\/v1\/categories/],
    ['/api/v1?lang=xx', /^lang must be/],
  ])('%s is a 400 envelope', async (path, error) => {
    expectError(await call(path), 400, error);
  });

  it('an unknown function is a 404 with suggestions', async () => {
    const reply = await call('/api/v1/function/vlokup');
    expectError(reply, 404, /vlokup/);
    expect(reply.json.meta.suggestions).toContain('vlookup');
    expect(reply.json.meta.suggestions.length).toBeLessThanOrEqual(5);
    const none = await call('/api/v1/function/qqqqqqqqqqqq');
    expect(none.json.meta).toEqual({ suggestions: [] });
    // Only close names, in any language's Excel: never a function that merely shares a word.
    expect((await call('/api/v1/function/vlookupp')).json.meta.suggestions[0]).toBe('vlookup');
    expect((await call('/api/v1/function/vlookupp')).json.meta.suggestions).not.toContain('trim');
    expect((await call('/api/v1/function/sverweis')).json.meta.suggestions).toContain('vlookup');
    expect((await call('/api/v1/function/f-dist-rt')).json.meta.suggestions[0]).toBe('f.dist.rt');
  });

  it.each([
    '/api/v1/nothing',
    '/api/v2/functions',
    '/api/',
    '/api//',
    '/api/v1//functions',
    '/api/v1/function/sum/extra',
    '/api/v1/functions/en/all/popular/1.json',
    '/api/v1/_data/index.json',
  ])('%s is a 404 envelope, never HTML', async (path) => {
    expectError(await call(path), 404, /no operation at this path/);
  });
});

describe('methods, CORS and caching', () => {
  it('HEAD answers like GET without a body', async () => {
    const get = await call('/api/v1/categories');
    const head = await call('/api/v1/categories', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expectApiHeaders(head);
  });

  it('OPTIONS is a 204 preflight that does not count against the limit', async () => {
    const ip = newClientIp();
    const first = await call('/api/v1/functions', { method: 'OPTIONS', ip });
    const second = await call('/api/v1/functions', { method: 'OPTIONS', ip });
    expect(first.status).toBe(204);
    expect(first.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(first.headers.get('access-control-allow-headers')).toBe('*');
    expect(first.headers.get('access-control-max-age')).toBe('86400');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('60');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s is a 405 with Allow', async (method) => {
    const reply = await call('/api/v1/functions', { method });
    expectError(reply, 405, /GET, HEAD or OPTIONS/);
    expect(reply.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('a catalogue answer has a strong ETag, and If-None-Match gives 304', async () => {
    const first = await call('/api/v1/function/sum?lang=en');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const second = await call('/api/v1/function/sum?lang=en', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
    expect(second.headers.get('etag')).toBe(etag);
    const other = await call('/api/v1/function/sum?lang=fr', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
  });

  it('errors are not cached', async () => {
    expect((await call('/api/v1/functions?page=0')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('rate limit', () => {
  it('the 61st request from one address in a minute is a 429; other addresses are still served', async () => {
    const ip = newClientIp();
    for (let i = 1; i <= 60; i++) {
      const reply = await call(i % 2 ? '/api/v1' : '/api/v1/function/zzz', { ip });
      expect(reply.status).not.toBe(429);
      expect(reply.headers.get('x-ratelimit-remaining')).toBe(String(60 - i));
    }
    const refused = await call('/api/v1/categories', { ip });
    expectError(refused, 429, /too many requests/);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await call('/api/v1/categories')).status).toBe(200);
  });
});

describe('translate a formula', () => {
  it('detects a German formula and gives it in English', async () => {
    const reply = await call(`/api/v1/translate?formula=${encodeURIComponent('=WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-")')}&to=en`);
    expect(reply.status).toBe(200);
    expectApiHeaders(reply);
    expect(reply.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(reply.json.data).toMatchObject({ formula: '=IFNA(VLOOKUP(A2,B:C,2,FALSE),"-")', from: 'de', to: 'en', unknown: [] });
    expect(reply.json.data.functions.map((f: { slug: string }) => f.slug)).toEqual(['ifna', 'vlookup']);
    expect(reply.json.meta).toEqual({ lang: 'fa', from: 'de' });
  });

  it('gives an English formula in Turkish Excel, and keeps an unknown name with suggestions', async () => {
    const reply = await call(`/api/v1/translate?formula=${encodeURIComponent('SUM(A1:A3, 0.5)+VLOKUP(1)')}&to=tr&from=en&lang=en`);
    expect(reply.json.data.formula).toBe('TOPLA(A1:A3; 0,5)+VLOKUP(1)');
    expect(reply.json.data.unknown[0]).toMatchObject({ name: 'VLOKUP', suggestions: expect.arrayContaining(['vlookup']) });
  });

  it.each([
    ['/api/v1/translate?to=en', 400, /^formula is required/],
    [`/api/v1/translate?formula=${encodeURIComponent('=SUMME(A1;"x')}&to=en&lang=de`, 400, /^Die Formel ist ab Zeichen 11 nicht lesbar/],
    ['/api/v1/translate?formula=1&to=xx', 400, /^to must be one of/],
    ['/api/v1/translate?formula=1', 400, /^to is required/],
    [`/api/v1/translate?formula=${'1'.repeat(8193)}&to=de`, 400, /^formula must be at most 8192 characters/],
  ])("%s is a %i envelope in the reader's language", async (path, status, error) => {
    expectError(await call(path), status, error);
  });
});
