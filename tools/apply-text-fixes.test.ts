import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import jsyaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../lint/testing/fixtures.js';
import { applyFixes } from './apply-text-fixes.js';
import { renderScalar } from './migrations/rewrite-texts.js';

const content = contentFixture(['vlookup']);
afterAll(() => rmSync(join(content, '..'), { recursive: true, force: true }));

describe('applying reviewed rewrites of texts', () => {
  it('rewrites exactly the texts named, when they still read as expected, and leaves every other byte', () => {
    const file = join(content, 'functions', 'vlookup.yaml');
    const before = readFileSync(file, 'utf8');
    const source = jsyaml.load(before) as { tips: Record<string, string>[]; title: Record<string, string> };
    const { applied, stale } = applyFixes(join(content, '..'), [
      { file: 'content/functions/vlookup.yaml', path: 'tips[0]', locale: 'de', old: source.tips[0]!.de!, new: 'Neu: `FALSE` immer ausschreiben.' },
      { file: 'content/functions/vlookup.yaml', path: 'title', locale: 'fr', old: 'not what it says', new: 'x' },
    ]);
    expect(applied).toBe(1);
    expect(stale.map((s) => s.path)).toEqual(['title']);
    const after = readFileSync(file, 'utf8');
    const parsed = jsyaml.load(after) as typeof source;
    expect(parsed.tips[0]!.de).toBe('Neu: `FALSE` immer ausschreiben.');
    expect({ ...parsed, tips: parsed.tips.slice(1) }).toEqual({ ...source, tips: source.tips.slice(1) });
    const kept = new Set(after.split('\n'));
    expect(before.split('\n').filter((line) => !kept.has(line)).length).toBeLessThanOrEqual(3);
  });

  it('writes a text plain where YAML allows it, else as a folded block that reads back the same', () => {
    expect(renderScalar('Eine Zahl', 6)).toBe('Eine Zahl');
    const long = `\`VLOOKUP\` finds: ${'a value '.repeat(20)}#1`;
    const rendered = renderScalar(long, 4);
    expect(rendered.startsWith('>-\n    ')).toBe(true);
    expect(jsyaml.load(`key: ${rendered}`)).toEqual({ key: long });
  });

  it("adds tips of the reader's own setting before the errors, once, in the locales they name", () => {
    const file = join(content, 'functions', 'vlookup.yaml');
    const before = jsyaml.load(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const tip = {
      file: 'content/functions/vlookup.yaml',
      localTip: { fa: 'حرف «ي» عربی با «ی» فارسی برابر نیست: `=VLOOKUP("علي", A:B, 2, FALSE)` آن را پیدا نمی‌کند.' },
    };
    applyFixes(join(content, '..'), [tip, { file: tip.file, localTip: { de: 'Dezimalkomma' } }]);
    applyFixes(join(content, '..'), [tip]);
    const text = readFileSync(file, 'utf8');
    const after = jsyaml.load(text) as Record<string, unknown>;
    expect(after.localTips).toEqual([tip.localTip, { de: 'Dezimalkomma' }]);
    expect({ ...after, localTips: undefined }).toEqual({ ...before, localTips: undefined });
    expect(text.indexOf('localTips:')).toBeLessThan(text.indexOf('\nerrors:'));
  });
});
