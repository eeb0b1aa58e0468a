/** Evaluates every example with HyperFormula and compares it with its stated result. */
import { HyperFormula, type SimpleCellAddress } from 'hyperformula';
import type { Catalogue } from '../catalogue.js';
import { functionNamesOf } from '../function-names.js';
import type { FormulaLocale } from '../../shared/formula/locales.js';
import { localizeCode } from '../../shared/formula/translate.js';
import { display, isError, matchesScalar, parseArrayResult, type EngineValue } from './expected-value.js';
import { engineConfig, engineFormula, englishError } from './engine-locale.js';
import { ENGINE_DIFFERENCES, LOCALE_DIFFERENCES, OTHER_FUNCTION_SAME_NAME, type EngineDifference, type LocaleDifference } from './engine-differences.js';
import { calledFunctions } from './formula-text.js';

export interface Mismatch {
  file: string;
  index: number;
  code: string;
  actual: string;
  expected: string;
}

export interface VerifyReport {
  examples: number;
  evaluated: number;
  matched: number;
  mismatches: Mismatch[];
  /** Examples where the engine gives its known, documented deviation from Excel. */
  engineDifferences: EngineDifference[];
  /** Examples that, in the reader's form, differ for a documented reason (German, French, Turkish only). */
  localeDifferences: { id: string; file: string; index: number; code: string }[];
  /** Documented deviations no example uses any more: stale entries to remove. */
  unusedDifferences: EngineDifference[];
  /** Functions the engine lacks, with how many examples each kept from evaluation. */
  skipped: Map<string, number>;
}

/** Where the formula goes: far from any cell an example uses, with room to spill. */
const FORMULA_CELL = 'KA2000';

export function formatMismatch(m: Mismatch): string {
  return `${m.file}: examples[${m.index}]: ${m.code} gives ${m.actual}, result says ${m.expected}`;
}

/**
 * Evaluates every example. In `en` the English formula; in `de`, `fr` or `tr` the formula the API
 * gives that reader (`codeLocal`), in HyperFormula set up as that Excel, compared with the same
 * expected result.
 */
export function verifyExamples(
  catalogue: Pick<Catalogue, 'functions'>,
  differences: readonly EngineDifference[] = ENGINE_DIFFERENCES,
  locale: FormulaLocale = 'en',
  localeDifferences: readonly LocaleDifference[] = LOCALE_DIFFERENCES,
): VerifyReport {
  const knownDifference = new Map(differences.map((d) => [d.code, d]));
  const known = new Set(HyperFormula.getRegisteredFunctionNames('enGB').filter((name) => !(name in OTHER_FUNCTION_SAME_NAME)));
  const names = functionNamesOf(catalogue);
  const hf = HyperFormula.buildEmpty(engineConfig(locale, names));
  const report: VerifyReport = {
    examples: 0,
    evaluated: 0,
    matched: 0,
    mismatches: [],
    engineDifferences: [],
    localeDifferences: [],
    unusedDifferences: [],
    skipped: new Map(),
  };
  const jobs: { file: string; index: number; code: string; result: string; anchor: SimpleCellAddress }[] = [];

  // Each example gets a sheet of its own, and the engine evaluates them all in one batch:
  // recalculating after every edit would make the catalogue take minutes.
  hf.suspendEvaluation();
  for (const fn of catalogue.functions) {
    for (const [index, example] of fn.source.examples.entries()) {
      report.examples++;
      const missing = calledFunctions(example.code).filter((name) => !known.has(name));
      if (missing.length > 0) {
        for (const name of missing) report.skipped.set(name, (report.skipped.get(name) ?? 0) + 1);
        continue;
      }
      const sheet = hf.getSheetId(hf.addSheet(`Example${jobs.length}`))!;
      const at = (a1: string) => hf.simpleCellAddressFromString(a1, sheet)!;
      for (const [address, value] of Object.entries(example.cells ?? {})) {
        // A leading apostrophe keeps text as text ("5" stays the text 5, as in the content).
        hf.setCellContents(at(address), [[typeof value === 'string' ? `'${value}` : value]]);
      }
      hf.setCellContents(at(FORMULA_CELL), [[engineFormula(localizeCode(example.code, locale, names), locale)]]);
      jobs.push({ file: fn.file, index, code: example.code, result: example.result, anchor: at(FORMULA_CELL) });
    }
  }
  hf.resumeEvaluation();

  for (const job of jobs) {
    report.evaluated++;
    const { ok, actual } = compare(hf, job.anchor, job.result, locale);
    const difference = knownDifference.get(job.code);
    const localeDifference = locale === 'en' ? undefined : localeDifferences.find((d) => d.applies(job.code));
    if (difference && !ok && actual === difference.engine) report.engineDifferences.push(difference);
    else if (ok) report.matched++;
    else if (localeDifference) report.localeDifferences.push({ id: localeDifference.id, file: job.file, index: job.index, code: job.code });
    else report.mismatches.push({ file: job.file, index: job.index, code: job.code, actual, expected: job.result });
  }
  hf.destroy();
  const codes = new Set(catalogue.functions.flatMap((fn) => fn.source.examples.map((e) => e.code)));
  report.unusedDifferences = differences.filter((d) => !codes.has(d.code));
  return report;
}

function compare(hf: HyperFormula, anchor: SimpleCellAddress, expected: string, locale: FormulaLocale): { ok: boolean; actual: string } {
  const english = (value: EngineValue): EngineValue => (isError(value) ? { value: englishError(value.value, locale) } : value);
  const rows = parseArrayResult(expected);
  if (!rows) {
    const value = english(hf.getCellValue(anchor) as EngineValue);
    return { ok: matchesScalar(expected, value), actual: display(value) };
  }
  const width = Math.max(...rows.map((r) => r.length));
  const block = (hf.getRangeValues({ start: anchor, end: { ...anchor, row: anchor.row + rows.length, col: anchor.col + width } }) as EngineValue[][]).map((r) =>
    r.map(english),
  );
  // One row and one column past the expected block must be empty: the spill is exactly that size.
  const inside = block.slice(0, rows.length).map((r) => r.slice(0, width));
  const beyond = [...block.slice(0, rows.length).map((r) => r[width]), ...block[rows.length]!];
  const ok = rows.every((row, r) => row.length === width && row.every((cell, c) => matchesScalar(cell, inside[r]![c]!))) && beyond.every((v) => v === null);
  const shown = block
    .filter((r) => r.some((v) => v !== null))
    .map((r) =>
      r
        .filter((v) => v !== null)
        .map(display)
        .join(','),
    )
    .join(';');
  return { ok, actual: `{${shown}}` };
}
