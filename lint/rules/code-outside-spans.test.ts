import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { codeOutsideSpansRule } from './code-outside-spans.js';

describe('code-outside-spans', () => {
  it('accepts the model files, whose code is all in spans, and text in quotes', () => {
    expect(ruleLines(codeOutsideSpansRule)).toEqual([]);
    const quoted = modelFunction('vlookup', (s) => (s.tips[0]!.en = 'A cell holding the text "TRUE" or "-5" is text.'));
    expect(ruleLines(codeOutsideSpansRule, quoted)).toEqual([]);
  });
  it("refuses formulas, function names (English or the locale's own), error and logical values and signed numbers outside spans", () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.en = 'Wrap it: =IFNA(VLOOKUP(A1, B:C, 2, FALSE), 0).';
      s.tips[0]!.de = 'Nutzen Sie SVERWEIS mit FALSCH.';
      s.tips[0]!.fa = 'مقداری بین -1 و 1 یا خطای #N/A';
    });
    expect(ruleLines(codeOutsideSpansRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].fa: the signed number -1 is outside a code span: write `-1`',
      'content/functions/vlookup.yaml: tips[0].fa: the error value #N/A is outside a code span: write `#N/A`',
      'content/functions/vlookup.yaml: tips[0].en: a formula outside a code span at "=IFNA(VLOOKUP(A1, B:C, 2": write it `=…` in English form',
      'content/functions/vlookup.yaml: tips[0].en: IFNA is a function name outside a code span: write `IFNA`',
      'content/functions/vlookup.yaml: tips[0].en: VLOOKUP is a function name outside a code span: write `VLOOKUP`',
      'content/functions/vlookup.yaml: tips[0].en: FALSE outside a code span: write `FALSE`',
      'content/functions/vlookup.yaml: tips[0].de: SVERWEIS is a function name outside a code span: write `VLOOKUP`',
      'content/functions/vlookup.yaml: tips[0].de: FALSCH outside a code span: write `FALSE`',
    ]);
  });

  it('refuses one formula cut into several spans, and accepts two values joined by a slash in prose', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.en = 'Test it with `A1`>`=50` or `B2``="Paid"`.';
      s.tips[1]!.en = 'It returns `TRUE`/`FALSE`; compare with `INDEX`/`MATCH`.';
    });
    expect(ruleLines(codeOutsideSpansRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].en: `A1`>`=50` is one formula cut into several code spans: write it as one span',
    ]);
  });

  it('refuses a number cut at its decimal mark, and accepts a span followed by a comma and a space', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.de = 'So ergibt `=ROUNDUP(-3.14, 1)` den Wert `-3`,2.';
      s.tips[1]!.de = 'Mit `A1`, `B2` und `C3`, 4 Werte.';
    });
    expect(ruleLines(codeOutsideSpansRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].de: `-3`,2… is one number cut at its decimal mark: write it whole in a span, with a point',
    ]);
  });

  it('refuses a signed number held in direction marks instead of a code span', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.fa = 'مقدار \u200e-1\u200e ردیف آخر است.';
    });
    expect(ruleLines(codeOutsideSpansRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].fa: the signed number -1 is outside a code span: write `-1`',
    ]);
  });

  it('refuses a formula span that took in the number or the formula after it', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.tr = '`=ROUNDDOWN(-3.14159, 1) -3.2` değil `-3.1` verir.';
      s.tips[1]!.az = 'Yəni `=COSH(-4) =COSH(4)` ilə eynidir.';
    });
    expect(ruleLines(codeOutsideSpansRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].tr: `=ROUNDDOWN(-3.14159, 1) -3.2` holds a formula and what follows it: close the span after the formula',
      'content/functions/vlookup.yaml: tips[1].az: `=COSH(-4) =COSH(4)` holds a formula and what follows it: close the span after the formula',
    ]);
  });

  it('refuses a suffix written inside a span', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.tips[0]!.az = 'Nəticə `LN(2*x)-ə` yaxındır, `LN(2*x)`-ə isə bərabər deyil.';
    });
    expect(ruleLines(codeOutsideSpansRule, fn)).toEqual([
      'content/functions/vlookup.yaml: tips[0].az: `LN(2*x)-ə` holds a suffix: close the span before it (`LN(x)`-ə)',
    ]);
  });
});
