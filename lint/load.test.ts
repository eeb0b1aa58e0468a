import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './load.js';
import { formatProblem } from './problem.js';
import { checkText, readYaml } from './read-yaml.js';
import { contentFixture, writeContentFile } from '../test/helpers/fixtures.js';

const fixtures: string[] = [];
function fixture(): string {
  const dir = contentFixture();
  fixtures.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of fixtures.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
});

async function problemLines(dir: string): Promise<string[]> {
  const { problems } = await loadContent(dir);
  return problems.filter((p) => p.severity === 'error').map(formatProblem);
}

describe('reading a YAML file', () => {
  it('names the line and column of a syntax error', () => {
    const result = readYaml('content/functions/x.yaml', 'name: SUM\ntitle: {fa: x\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(formatProblem(result.problems[0]!)).toMatch(/^content\/functions\/x\.yaml: line \d+, column \d+: .+/);
  });

  it('rejects a duplicate key, tab indentation, a BOM, CRLF line ends and an empty file', () => {
    const first = (text: string) => {
      const r = readYaml('f.yaml', text);
      return r.ok ? 'ok' : r.problems[0]!.message;
    };
    expect(first('name: SUM\nname: ABS\n')).toMatch(/line 2, column 1: .*a key appears twice/);
    expect(first('title:\n\tfa: x\n')).toMatch(/tab/i);
    expect(first('\uFEFFname: SUM\n')).toBe('the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM');
    expect(first('name: SUM\r\nversion: Excel 2007\r\n')).toBe('the file has Windows (CRLF) or old Mac (CR) line ends; save it with Unix (LF) line ends');
    expect(checkText('f.yaml', '# only a comment\n').map((p) => p.message)).toEqual(['the file is empty']);
  });

  it('rejects " #" in an unquoted text, which YAML would cut as a comment', () => {
    const r = readYaml('f.yaml', 'errors:\n  - desc:\n      en: A cell holds #N/A from a lookup\n      de: >-\n        Eine Zelle enthält #NV\n');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.map(formatProblem)).toEqual([
        'f.yaml: line 3, column 23: " #" in an unquoted text starts a YAML comment and cuts the text; quote the text or write it as a block (key: >-)',
      ]);
    }
  });

  it('explains a colon inside an unquoted text', () => {
    const r = readYaml('f.yaml', 'tips:\n  - en: Always write it: FALSE\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).toContain('must be quoted or written as a block');
  });
});

describe('loading a content folder', () => {
  it('loads the model functions with no errors', async () => {
    const { catalogue, problems } = await loadContent(fixture());
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(catalogue?.functions.map((f) => f.slug)).toEqual(['sum', 'vlookup']);
  });

  it('reports a wrong type, an unknown key and a result that is not text, at their paths', async () => {
    const dir = fixture();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(join(dir, 'functions', 'sum.yaml'), 'utf8')
      .replace('popularity: 100', 'popularity: high\ncolour: blue')
      .replace('result: "25"', 'result: 25');
    writeContentFile(dir, 'functions/sum.yaml', text);
    expect(await problemLines(dir)).toEqual([
      'content/functions/sum.yaml: colour: unknown key; remove it or correct its spelling',
      'content/functions/sum.yaml: popularity: must be a whole number',
      'content/functions/sum.yaml: examples[1].result: must be text: quote the result in YAML, e.g. result: "2.6"',
    ]);
  });

  it('reports a duplicate slug across two files', async () => {
    const dir = fixture();
    const { readFileSync } = await import('node:fs');
    writeContentFile(dir, 'functions/sum2.yaml', readFileSync(join(dir, 'functions', 'sum.yaml'), 'utf8'));
    const lines = await problemLines(dir);
    expect(lines).toContain('content/functions/sum2.yaml: name: SUM is already defined in content/functions/sum.yaml; a function has one file');
    expect(lines).toContain('content/functions/sum2.yaml: name: the name SUM needs the file name sum.yaml, not sum2.yaml');
  });

  it('reads views from the stats file and rejects a malformed row', async () => {
    const dir = fixture();
    writeContentFile(dir, 'stats/views.csv', 'slug,views\nsum,120\nvlookup,abc\n');
    expect(await problemLines(dir)).toEqual(['content/stats/views.csv: line 3: write each row as slug,views with a whole number of views']);
    writeContentFile(dir, 'stats/views.csv', 'slug,views\nsum,120\n');
    const { catalogue } = await loadContent(dir);
    expect(catalogue?.views.get('sum')).toBe(120);
    expect(catalogue?.views.get('vlookup')).toBeUndefined();
  });
});
