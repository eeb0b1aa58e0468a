import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../helpers/fixtures.js';
import { runBuild } from '../helpers/run-build.js';
import { treeHashes } from '../helpers/tree-hash.js';

const temp = mkdtempSync(join(tmpdir(), 'broken-'));
const out = join(temp, 'dist');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let before: Map<string, string>;
beforeAll(() => {
  expect(runBuild({ CONTENT_DIR: contentFixture(), OUT_DIR: out }).status).toBe(0);
  before = treeHashes(out);
});

const sum = () => readFileSync(join(contentFixture(['sum']), 'functions', 'sum.yaml'), 'utf8');

/** Each case: what breaks the file, and the line the build must print. */
const CASES: [string, (text: string) => string, string | RegExp][] = [
  ['a YAML syntax error', (t) => t.replace('popularity: 100', 'popularity: [100'), /content\/functions\/sum\.yaml: line \d+, column \d+: .+/],
  ['a duplicate key', (t) => t.replace('popularity: 100', 'popularity: 100\npopularity: 90'), /line \d+, column \d+: .*a key appears twice/],
  ['a tab-indented file', (t) => t.replace('  fa: SUM، جمع', '\tfa: SUM، جمع'), /tab/i],
  ['a BOM', (t) => `\uFEFF${t}`, 'content/functions/sum.yaml: the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM'],
  ['CRLF line ends', (t) => t.replace(/\n/g, '\r\n'), 'content/functions/sum.yaml: the file has Windows (CRLF) or old Mac (CR) line ends; save it with Unix (LF) line ends'],
  ['a wrong type', (t) => t.replace('volatile: false', 'volatile: sometimes'), 'content/functions/sum.yaml: volatile: must be true or false'],
  ['an unknown key', (t) => t.replace('volatile: false', 'volatile: false\nvolatility: false'), 'content/functions/sum.yaml: volatility: unknown key; remove it or correct its spelling'],
  ['a missing locale', (t) => t.replace(/^ {2}az: SUM, ədədləri.*\n/m, ''), 'content/functions/sum.yaml: title.az: missing'],
  ['an empty file', () => '', 'content/functions/sum.yaml: the file is empty'],
];

describe('content that breaks fails the build with a plain sentence and leaves dist/ byte-identical', () => {
  it.each(CASES)('%s', (_name, breakIt, message) => {
    const content = contentFixture(['sum', 'vlookup']);
    writeFileSync(join(content, 'functions', 'sum.yaml'), breakIt(sum()));
    const result = runBuild({ CONTENT_DIR: content, OUT_DIR: out });
    expect(result.status).toBe(1);
    if (typeof message === 'string') expect(result.stdout.split('\n')).toContain(message);
    else expect(result.stdout).toMatch(message);
    expect(result.stderr).toMatch(/^build failed: \d+ content errors?; dist\/ was left as it was\n$/);
    expect(treeHashes(out)).toEqual(before);
  });

  it('a duplicate slug across two files', () => {
    const content = contentFixture(['sum', 'vlookup']);
    writeFileSync(join(content, 'functions', 'summe.yaml'), sum());
    const result = runBuild({ CONTENT_DIR: content, OUT_DIR: out });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('content/functions/summe.yaml: name: SUM is already defined in content/functions/sum.yaml; a function has one file');
    expect(treeHashes(out)).toEqual(before);
  });
});
