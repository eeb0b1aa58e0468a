import { describe, expect, it } from 'vitest';
import { FunctionNames } from '../../shared/formula/names.js';
import { wrapCodeInProse, type Knowledge } from './wrap-code.js';

const knowledge: Knowledge = {
  names: new FunctionNames([
    ['vlookup', 'VLOOKUP', 'SVERWEIS', 'RECHERCHEV', 'DÜŞEYARA'],
    ['ifna', 'IFNA', 'WENNNV', 'SI.NON.DISP', 'EĞERYOKSA'],
    ['date', 'DATE', 'DATUM', 'DATE', 'TARİH'],
    ['trim', 'TRIM', 'GLÄTTEN', 'SUPPRESPACE', 'KIRP'],
    ['char', 'CHAR', 'ZEICHEN', 'CAR', 'DAMGA'],
    ['sumproduct', 'SUMPRODUCT', 'SUMMENPRODUKT', 'SOMMEPROD', 'TOPLA.ÇARPIM'],
    ['abs', 'ABS', 'ABS', 'ABS', 'MUTLAK'],
    ['n', 'N', 'N', 'N', 'S'],
    ['f.dist.rt', 'F.DIST.RT', 'F.VERT.RE', 'LOI.F.DROITE', 'F.DAĞ.SAĞK'],
  ]),
  argumentNames: new Set(['col_index_num', 'value_if_true']),
};
const wrap = (text: string, locale = 'en') => wrapCodeInProse(text, locale, knowledge);

describe('wrapping code in prose', () => {
  it('wraps formulas with text in quotes, ellipses and the sentence end left out', () => {
    expect(wrap('فرمول را در IFNA قرار دهید، مثل =IFNA(VLOOKUP(…), "یافت نشد").', 'fa')).toBe(
      'فرمول را در `IFNA` قرار دهید، مثل `=IFNA(VLOOKUP(…), "یافت نشد")`.',
    );
    expect(wrap('Write =A1 + B1, then press Enter.')).toBe('Write `=A1 + B1`, then press Enter.');
  });

  it('writes German, French and Turkish names and formulas back in English inside the span', () => {
    expect(wrap('Nutzen Sie DATUM (DATE) oder =WENNNV(SVERWEIS(A2;B:C;2;FALSCH);"-").', 'de')).toBe(
      'Nutzen Sie `DATE` oder `=IFNA(VLOOKUP(A2,B:C,2,FALSE),"-")`.',
    );
    expect(wrap('Nettoyez avec SUPPRESPACE et CAR(160).', 'fr')).toBe('Nettoyez avec `TRIM` et `CHAR(160)`.');
    expect(wrap('KIRP ile DAMGA(160) karakterini silin; sonuç YANLIŞ olur.', 'tr')).toBe('`TRIM` ile `CHAR(160)` karakterini silin; sonuç `FALSE` olur.');
  });

  it('wraps error and logical values, references, arrays, argument names and signed numbers', () => {
    expect(wrap('A #N/A in B2:C10 or Sheet1!A1 means col_index_num is wrong; TRUE gives {1,2;3,4}.')).toBe(
      'A `#N/A` in `B2:C10` or `Sheet1!A1` means `col_index_num` is wrong; `TRUE` gives `{1,2;3,4}`.',
    );
    expect(wrap('مقداری بین -1 و 1، نه 1-2 یا 2024-03-15.', 'fa')).toBe('مقداری بین `-1` و 1، نه 1-2 یا 2024-03-15.');
    expect(wrap('Ein Fehler #NV oder #WERT!', 'de')).toBe('Ein Fehler `#N/A` oder `#VALUE!`');
  });

  it('leaves words that only look like code, and one-letter names not called', () => {
    expect(wrap('N items, ISO 8601, UTF-8, Excel 2016 and a T-test.')).toBe('N items, ISO 8601, UTF-8, Excel 2016 and a T-test.');
    expect(wrap('Use N(A1) or F.DIST.RT.')).toBe('Use `N(A1)` or `F.DIST.RT`.');
  });

  it('drops direction marks around what becomes a span, and is idempotent', () => {
    const once = wrap('سبک A1 مانند \u200e$C$2\u200e.', 'fa');
    expect(once).toBe('سبک `A1` مانند `$C$2`.');
    expect(wrap(once, 'fa')).toBe(once);
  });
});

describe('wrapping code in prose, more', () => {
  it('keeps text in quotes as it is, and takes arithmetic into the call it leads to', () => {
    expect(wrap('a cell holding the text "P90" or "TRUE"')).toBe('a cell holding the text "P90" or "TRUE"');
    expect(wrap('the transformation 0.5*ABS((1+x)/(1-x)), with error 1/ABS(n-3).')).toBe('the transformation `0.5*ABS((1+x)/(1-x))`, with error `1/ABS(n-3)`.');
  });
});

describe('wrapping code in Arabic and Persian prose', () => {
  it('turns a minus typed after the number back into a signed number', () => {
    expect(wrap('باید اکیداً بین 1- و 1 باشد، نه 2024-03.', 'fa')).toBe('باید اکیداً بین `-1` و 1 باشد، نه 2024-03.');
  });

  it('takes code that a conjunction or preposition is attached to', () => {
    expect(wrap('استخدم TRIM وVLOOKUP مع وA2:B9 وFALSE و-1', 'ar')).toBe('استخدم `TRIM` و`VLOOKUP` مع و`A2:B9` و`FALSE` و`-1`');
  });
});
