import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../../lint/testing/fixtures.js';
import { buildInTemp } from '../helpers/build.js';
import { ROOT } from '../helpers/paths.js';

const temp = mkdtempSync(join(tmpdir(), 'typed-'));
const dist = join(temp, 'dist');
const read = (path: string) => JSON.parse(readFileSync(join(dist, path), 'utf8'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
beforeAll(async () => {
  expect((await buildInTemp(contentFixture(['sum', 'vlookup', 'round']), 'https://example.org', dist)).ok).toBe(true);
});

describe('typed and bulk data in dist/', () => {
  it('has a JSON Schema file for every schema of the OpenAPI document, and they validate real answers', () => {
    const names = readdirSync(join(dist, 'schemas'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(names).toEqual(Object.keys(read('openapi.json').components.schemas).sort());
    const ajv = new Ajv({ strict: false });
    (addFormats as unknown as (a: Ajv) => void)(ajv);
    for (const name of names) ajv.addSchema(read(`schemas/${name}.json`));
    const validate = (name: string, body: unknown) => ajv.validate(`https://example.org/schemas/${name}.json`, body) || ajv.errorsText();
    expect(validate('FunctionResponse', read('api/v1/function/vlookup/fa.json'))).toBe(true);
    expect(validate('ListResponse', read('api/v1/functions/en/all/popular/1.json'))).toBe(true);
    expect(validate('CategoriesResponse', read('api/v1/categories/tr.json'))).toBe(true);
    expect(validate('ErrorResponse', { success: false, data: null, error: 'q is required' })).toBe(true);
    expect(validate('FunctionResponse', { ...read('api/v1/function/vlookup/fa.json'), success: 'yes' })).not.toBe(true);
  });

  it('has TypeScript declarations that type a real answer under strict tsc, and reject a wrong one', () => {
    const project = join(temp, 'ts');
    cpSync(join(dist, 'types', 'api.d.ts'), join(project, 'api.d.ts'));
    const detail = readFileSync(join(dist, 'api/v1/function/round/de.json'), 'utf8');
    writeFileSync(
      join(project, 'ok.ts'),
      `import type { FunctionResponse, Function as Fn } from './api';\nconst answer: FunctionResponse = ${detail};\nconst fn: Fn = answer.data;\nexport const title: string = fn.title;\n`,
    );
    writeFileSync(join(project, 'bad.ts'), `import type { FunctionBrief } from './api';\nexport const brief: FunctionBrief = { slug: 'x', views: 'many' };\n`);
    // One compiler run over both files: the good one must type-check, the bad one must not.
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '--strict', '--skipLibCheck', 'false', join(project, 'ok.ts'), join(project, 'bad.ts')],
      { encoding: 'utf8' },
    );
    const errors = (tsc.stdout + tsc.stderr).split('\n').filter((line) => line.includes('error TS'));
    expect(errors.filter((line) => !line.includes('bad.ts'))).toEqual([]);
    expect(errors.join('\n')).toMatch(/bad\.ts.*error TS(2322|2739|2741)/);
  });

  it('has one bulk file per locale with every function exactly as its detail answer', () => {
    for (const lang of ['fa', 'en', 'de', 'fr', 'tr', 'az', 'ar']) {
      const bulk = read(`bulk/${lang}.json`) as { slug: string }[];
      expect(bulk.map((f) => f.slug)).toEqual(['round', 'sum', 'vlookup']);
      for (const fn of bulk) expect(fn).toEqual(read(`api/v1/function/${fn.slug}/${lang}.json`).data);
    }
  });

  it('lists them in the info endpoints', () => {
    const endpoints: string[] = read('api/v1/info/en.json').data.endpoints;
    for (const path of ['/openapi.json', '/schemas/{Name}.json', '/types/api.d.ts', '/bulk/{lang}.json']) {
      expect(endpoints.some((line) => line.startsWith(`GET ${path} `))).toBe(true);
    }
  });
});
