import { describe, expect, it } from 'vitest';
import { formatProblem } from './problem.js';
import { checkText, readYaml } from './read-yaml.js';

const first = (text: string) => {
  const r = readYaml('f.yaml', text);
  return r.ok ? 'ok' : formatProblem(r.problems[0]!);
};

describe('reading a YAML file', () => {
  it('names the line and column of a syntax error', () => {
    expect(first('name: SUM\ntitle: {fa: x\n')).toMatch(/^f\.yaml:3: column 1: .+ \(YAML syntax\)$/);
  });

  it('rejects a duplicate key, tab indentation, a BOM, CRLF line ends and an empty file', () => {
    expect(first('name: SUM\nname: ABS\n')).toBe('f.yaml:2: column 1: duplicated mapping key: a key appears twice in the same mapping; keep one');
    expect(first('title:\n\tfa: x\n')).toMatch(/^f\.yaml:2: .*indent with spaces, not tabs$/);
    expect(first('\uFEFFname: SUM\n')).toBe('f.yaml: the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM');
    expect(first('name: SUM\r\nversion: Excel 2007\r\n')).toBe(
      'f.yaml: the file has Windows (CRLF) or old Mac (CR) line ends; save it with Unix (LF) line ends',
    );
    expect(checkText('f.yaml', '# only a comment\n').map((p) => p.message)).toEqual(['the file is empty']);
  });

  it('rejects " #" in an unquoted text, which YAML would cut as a comment, and only there', () => {
    const r = readYaml(
      'f.yaml',
      'errors:\n  - desc:\n      en: A cell holds #N/A from a lookup\n      de: >-\n        Eine Zelle enthält #NV\n      fr: "quoted #N/A"\n',
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.map(formatProblem)).toEqual([
        'f.yaml:3: " #" in an unquoted text starts a YAML comment and cuts the text; quote the text or write it as a block (key: >-)',
      ]);
    }
    expect(readYaml('f.yaml', 'a: >-\n  block #1\nb: "q #2"\nc: "#3"\n')).toEqual({ ok: true, value: { a: 'block #1', b: 'q #2', c: '#3' } });
  });

  it('explains a colon inside an unquoted text', () => {
    expect(first('tips:\n  - en: Always write it: FALSE\n')).toContain('must be quoted or written as a block');
  });

  it('reads numbers, booleans and quoted text as the core schema does', () => {
    expect(readYaml('f.yaml', 'a: 1.5\nb: true\nc: "25"\nd: 2024-03-15\n')).toEqual({ ok: true, value: { a: 1.5, b: true, c: '25', d: '2024-03-15' } });
  });
});
