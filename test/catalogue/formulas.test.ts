import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionNamesOf } from '../../lint/function-names.js';
import { loadContent } from '../../lint/load.js';
import { FORMULA_LOCALES } from '../../shared/formula/locales.js';
import type { FunctionNames } from '../../shared/formula/names.js';
import { detectFormulaLocale, translateFormula } from '../../shared/formula/translate.js';
import { ROOT } from '../helpers/paths.js';

let formulas: string[] = [];
let names: FunctionNames;
beforeAll(async () => {
  const { catalogue } = await loadContent(resolve(ROOT, process.env.CONTENT_DIR ?? 'content'), 'structure');
  names = functionNamesOf(catalogue!);
  formulas = catalogue!.functions.flatMap((f) => f.source.examples.map((e) => e.code));
});

describe('every formula of the catalogue in every formula locale', () => {
  it('translates there and back to itself, character for character, calling only known functions', () => {
    expect(formulas.length).toBeGreaterThan(1500);
    const problems: string[] = [];
    for (const formula of formulas) {
      for (const locale of FORMULA_LOCALES) {
        const there = translateFormula(formula, 'en', locale, names);
        if (!there.ok) {
          problems.push(`${formula}: ${there.problem} at ${there.position}`);
          continue;
        }
        if (there.value.unknown.length > 0) problems.push(`${formula}: unknown ${there.value.unknown.map((u) => u.name).join(', ')}`);
        const back = translateFormula(there.value.formula, locale, 'en', names);
        if (!back.ok || back.value.formula !== formula)
          problems.push(`${formula} -> ${locale}: ${there.value.formula} -> ${back.ok ? back.value.formula : back.problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is recognized as the locale it was translated into, when its functions tell', () => {
    const wrong: string[] = [];
    for (const formula of formulas) {
      for (const locale of ['de', 'fr', 'tr'] as const) {
        const there = translateFormula(formula, 'en', locale, names);
        if (!there.ok || there.value.functions.every((f) => f.local === f.name)) continue;
        const detected = detectFormulaLocale(there.value.formula, names);
        // A name can belong to several locales (INDEX is INDEX in de and fr; French VARP is VAR.P, which is another function in
        // English): then the formula reads in the detected locale too, and only `from` can tell.
        const readsThere = translateFormula(there.value.formula, detected, 'en', names);
        if (detected !== locale && !(readsThere.ok && readsThere.value.unknown.length === 0)) wrong.push(`${there.value.formula}: ${detected}, not ${locale}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
