import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isPrismProblem, startPrismProxy, type PrismProxy } from '../helpers/prism-proxy.js';
import { ROOT } from '../helpers/paths.js';

const DOCUMENT = join(inject('distDir'), 'openapi.json');

describe('the OpenAPI document', () => {
  it('passes redocly lint with no errors (its one warning, no license, is explained in the README)', () => {
    const lint = spawnSync(process.execPath, [join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', DOCUMENT, '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string }[] };
    expect(report.totals.errors, JSON.stringify(report.problems, null, 1)).toBe(0);
    expect(report.problems.map((p) => p.ruleId)).toEqual(['info-license']);
  });
});

describe('every operation through a validating proxy that knows only the OpenAPI document', () => {
  let proxy: PrismProxy;
  let strictProxy: PrismProxy;
  const temp = mkdtempSync(join(tmpdir(), 'openapi-'));

  beforeAll(async () => {
    proxy = await startPrismProxy(DOCUMENT, inject('apiUrl'));
    // The same document demanding a field no function has: the proxy must report a violation.
    const altered = JSON.parse(readFileSync(DOCUMENT, 'utf8'));
    altered.components.schemas.Function.required.push('author');
    altered.components.schemas.Function.properties.author = { type: 'string' };
    writeFileSync(join(temp, 'altered.json'), JSON.stringify(altered));
    strictProxy = await startPrismProxy(join(temp, 'altered.json'), inject('apiUrl'));
  }, 120_000);
  afterAll(() => {
    proxy?.stop();
    strictProxy?.stop();
    rmSync(temp, { recursive: true, force: true });
  });

  let client = 0;
  const get = (base: string, path: string) => fetch(`${base}${path}`, { headers: { 'CF-Connecting-IP': `192.0.2.${++client}` } });

  it.each([
    ['/api/v1?lang=en', 200],
    ['/api/v1/functions', 200],
    ['/api/v1/functions?per_page=37&page=2&sort=alpha&lang=de', 200],
    ['/api/v1/functions?q=round&category=math-and-trigonometry&lang=fr', 200],
    ['/api/v1/functions?page=999', 200],
    ['/api/v1/function/vlookup?lang=tr', 200],
    ['/api/v1/function?slug=sum&lang=az', 200],
    ['/api/v1/function/vlokup', 404],
    ['/api/v1/categories?lang=ar', 200],
    ['/api/v1/search?q=vlookup&lang=en', 200],
    [`/api/v1/search?q=${encodeURIComponent('میانگین')}&per_page=5`, 200],
    ['/api/v1/random?category=logical', 200],
    [`/api/v1/translate?formula=${encodeURIComponent('=WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-")')}&to=tr`, 200],
  ])('%s agrees with the document', async (path, status) => {
    const response = await get(proxy.url, path);
    const text = await response.text();
    expect(isPrismProblem(text), text.slice(0, 500)).toBe(false);
    expect(response.status).toBe(status);
  });

  it('reports a response that disagrees with the document', async () => {
    const response = await get(strictProxy.url, '/api/v1/function/vlookup');
    const text = await response.text();
    expect(isPrismProblem(text), `${response.status} ${text.slice(0, 300)}`).toBe(true);
    expect(text).toContain('author');
  });
});
