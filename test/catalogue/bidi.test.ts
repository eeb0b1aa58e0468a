import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import bidiFactory from 'bidi-js';
import { describe, expect, inject, it } from 'vitest';
import { partsOfServedText } from '../../shared/text/code-spans.js';

const bidi = bidiFactory();
/** What a reader sees, left to right, of a text laid out as one paragraph in the given direction. */
const visual = (text: string, direction: 'ltr' | 'rtl') => bidi.getReorderedString(text, bidi.getEmbeddingLevels(text, direction));

/** Every text of every function of a locale's bulk file. */
function textsOf(lang: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (typeof value === 'string' && value.includes('`') && !['code', 'codeLocal', 'syntax', 'syntaxLocal'].includes(key)) out.push(value);
  };
  walk(JSON.parse(readFileSync(join(inject('distDir'), 'bulk', `${lang}.json`), 'utf8')));
  return out;
}

/** Code spans of a text that a right-to-left paragraph shows out of their own order. */
function scrambled(text: string): string[] {
  const seen = visual(text, 'rtl');
  return partsOfServedText(text).flatMap((part) => (part.code && !seen.includes(visual(part.text, 'ltr')) ? [part.text] : []));
}

describe('code spans in Persian and Arabic API text, laid out by the Unicode bidirectional algorithm', () => {
  it.each(['fa', 'ar'])('in %s, every formula and signed number shows in its own order inside a right-to-left paragraph', (lang) => {
    const texts = textsOf(lang);
    expect(texts.length).toBeGreaterThan(3000);
    const spans = texts.reduce((n, t) => n + partsOfServedText(t).filter((p) => p.code).length, 0);
    expect(spans).toBeGreaterThan(5_000);
    expect(texts.flatMap((t) => scrambled(t).map((s) => `${s} in: ${t.slice(0, 80)}`))).toEqual([]);
  });

  it('would catch the scrambling: without the isolates, formulas and negative numbers come out of order', () => {
    const withoutIsolates = textsOf('fa').map((t) => t.replace(/[\u2066\u2069]/g, ''));
    const broken = withoutIsolates.flatMap(scrambled);
    expect(broken).toContain('-1');
    expect(broken.some((s) => s.startsWith('=IFNA('))).toBe(true);
  });
});
