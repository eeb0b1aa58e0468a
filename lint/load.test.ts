import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lineOfPath } from './locate.js';
import { loadContent } from './load.js';
import { formatProblem, isError } from './problem.js';
import { contentFixture } from './testing/fixtures.js';

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
  return problems.filter(isError).map(formatProblem);
}

const lineHolding = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('loading a content folder', () => {
  it('loads the model functions with no errors', async () => {
    const { catalogue, problems } = await loadContent(fixture());
    expect(problems.filter(isError)).toEqual([]);
    expect(catalogue?.functions.map((f) => f.slug)).toEqual(['sum', 'vlookup']);
  });

  it('reports a wrong type, an unknown key and a result that is not text, each at its line', async () => {
    const dir = fixture();
    const text = readFileSync(join(dir, 'functions', 'sum.yaml'), 'utf8')
      .replace('popularity: 100', 'popularity: high\ncolour: blue')
      .replace('result: "25"', 'result: 25');
    writeFileSync(join(dir, 'functions', 'sum.yaml'), text);
    expect(await problemLines(dir)).toEqual([
      `content/functions/sum.yaml:${lineHolding(text, 'colour:')}: colour: unknown key; remove it or correct its spelling`,
      `content/functions/sum.yaml:${lineHolding(text, 'popularity: high')}: popularity: must be a whole number`,
      `content/functions/sum.yaml:${lineHolding(text, 'result: 25')}: examples[1].result: must be text: quote the result in YAML, e.g. result: "2.6"`,
    ]);
  });

  it('reports a missing translation at the line of the text it belongs to', async () => {
    const dir = fixture();
    const text = readFileSync(join(dir, 'functions', 'vlookup.yaml'), 'utf8').replace(/^ {6}de: Der Wert, der in der ersten Spalte.*\n/m, '');
    writeFileSync(join(dir, 'functions', 'vlookup.yaml'), text);
    expect(await problemLines(dir)).toEqual([`content/functions/vlookup.yaml:${lineHolding(text, 'desc:')}: args[0].desc.de: missing`]);
  });

  it('reports a slug defined in two files (a catalogue-wide rule)', async () => {
    const dir = fixture();
    writeFileSync(join(dir, 'functions', 'sum2.yaml'), readFileSync(join(dir, 'functions', 'sum.yaml'), 'utf8'));
    const lines = await problemLines(dir);
    expect(lines).toContain('content/functions/sum2.yaml:2: name: SUM is already defined in content/functions/sum.yaml; a function has one file');
    expect(lines).toContain('content/functions/sum2.yaml:2: name: the name SUM needs the file name sum.yaml, not sum2.yaml');
  });

  it('reads views from the stats file and rejects a malformed row', async () => {
    const dir = fixture();
    writeFileSync(join(dir, 'stats', 'views.csv'), 'slug,views\nsum,120\nvlookup,abc\n');
    expect(await problemLines(dir)).toEqual(['content/stats/views.csv:3: write each row as slug,views with a whole number of views']);
    writeFileSync(join(dir, 'stats', 'views.csv'), 'slug,views\nsum,120\n');
    const { catalogue } = await loadContent(dir);
    expect(catalogue?.views.get('sum')).toBe(120);
    expect(catalogue?.views.get('vlookup')).toBeUndefined();
  });
});

describe('lineOfPath', () => {
  const text = 'name: SUM\nargs:\n  - name: a\n    desc:\n      fa: x\n      en: y\n  - name: b\n';
  it('finds keys and list items, and the nearest parent of a missing key', () => {
    expect(lineOfPath(text, 'name')).toBe(1);
    expect(lineOfPath(text, 'args[0].desc.en')).toBe(6);
    expect(lineOfPath(text, 'args[1]')).toBe(7);
    expect(lineOfPath(text, 'args[0].desc.de')).toBe(4);
  });
});
