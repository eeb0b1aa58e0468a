import { describe, expect, it } from 'vitest';
import { modelFunction, ruleLines } from '../testing/fixtures.js';
import { compatibilityTagRule } from './compatibility-tag.js';

describe('compatibility-tag', () => {
  it('accepts a function outside the Compatibility category without the tag', () => expect(ruleLines(compatibilityTagRule)).toEqual([]));
  it('wants the one tag of each language on a Compatibility function, and nowhere else', () => {
    const fn = modelFunction('vlookup', (s) => {
      s.category = 'compatibility';
      for (const l of ['fa', 'en', 'de', 'fr', 'tr', 'az', 'ar'] as const)
        s.title[l] =
          `${s.title[l]} ${{ fa: '(سازگاری)', en: '(compatibility)', de: '(Kompatibilität)', fr: '(compatibilité)', tr: '(uyumluluk)', az: '(uyğunluq)', ar: '(التوافق)' }[l]}`;
      s.title.de = `${s.title.de!.replace(' (Kompatibilität)', '')} (ältere Funktion)`;
    });
    expect(ruleLines(compatibilityTagRule, fn)).toEqual([
      "content/functions/vlookup.yaml: title.de: a Compatibility function's title ends with (Kompatibilität)",
    ]);
  });
});
