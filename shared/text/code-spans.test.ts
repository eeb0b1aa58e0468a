import { describe, expect, it } from 'vitest';
import { partsOfServedText, plainText, renderCodeSpans, splitCodeSpans } from './code-spans.js';

describe('code spans in prose', () => {
  it('splits prose and spans; an unpaired backtick stays prose', () => {
    expect(splitCodeSpans('Use `SUM` or `=A1+A2`.')).toEqual([
      { code: false, text: 'Use ' },
      { code: true, text: 'SUM' },
      { code: false, text: ' or ' },
      { code: true, text: '=A1+A2' },
      { code: false, text: '.' },
    ]);
    expect(splitCodeSpans('a `b` c `d')).toEqual([
      { code: false, text: 'a ' },
      { code: true, text: 'b' },
      { code: false, text: ' c ' },
      { code: false, text: '`d' },
    ]);
  });

  it('renders each span for the reader, isolated left to right in right-to-left text', () => {
    const upper = (code: string) => code.toUpperCase();
    expect(renderCodeSpans('Nutzen Sie `sum`.', upper, false)).toBe('Nutzen Sie `SUM`.');
    expect(renderCodeSpans('از `=sum(a1)` استفاده کنید', upper, true)).toBe('از \u2066`=SUM(A1)`\u2069 استفاده کنید');
  });

  it('reads a served text back into parts, and into plain text', () => {
    const served = 'بین \u2066`-1`\u2069 و \u2066`1`\u2069';
    expect(partsOfServedText(served)).toEqual([
      { code: false, text: 'بین ' },
      { code: true, text: '-1' },
      { code: false, text: ' و ' },
      { code: true, text: '1' },
    ]);
    expect(plainText(served)).toBe('بین -1 و 1');
  });
});
