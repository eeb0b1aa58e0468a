import { describe, expect, it } from 'vitest';
import { engineFormula, englishError } from './engine-locale.js';

describe("the reader's formula, as the engine set up as their Excel reads it", () => {
  it('keeps a German formula but for the array separators and the logical values HyperFormula knows as functions', () => {
    expect(engineFormula('=SUMME({1,5.2;3.4})*WAHR+LÄNGE("WAHR; {1.2}")', 'de')).toBe('=SUMME({1,5;2|3;4})*WAHR()+LÄNGE("WAHR; {1.2}")');
    expect(engineFormula('=IF(TRUE, {1,2;3,4}, FALSE)', 'en')).toBe('=IF(TRUE(), {1,2;3,4}, FALSE())');
  });

  it("reads the error values the engine shows back as Excel's English ones", () => {
    expect(englishError('#NV', 'de')).toBe('#N/A');
    expect(englishError('#SAYI/0!', 'tr')).toBe('#DIV/0!');
    expect(englishError('#NOMBRE!', 'fr')).toBe('#NUM!');
  });
});
