/**
 * `npm run verify:examples [-- --content DIR]`: proves every example's result with a formula engine
 * (HyperFormula): the English formula, then the formula German, French and Turkish readers get, in
 * the engine set up as their Excel.
 */
import { formatMismatch, verifyExamples } from '../lint/examples/verify.js';
import { loadContent } from '../lint/load.js';
import { formatProblem, isError } from '../lint/problem.js';
import { FORMULA_LOCALES } from '../shared/formula/locales.js';
import { readOptions } from './options.js';

const { catalogue, problems } = await loadContent(readOptions().contentDir);
if (!catalogue) {
  for (const p of problems.filter(isError)) console.log(formatProblem(p));
  console.error('verify:examples: the content has errors; run npm run check');
  process.exit(1);
}
let failures = 0;
for (const locale of FORMULA_LOCALES) {
  const report = verifyExamples(catalogue, undefined, locale);
  for (const m of report.mismatches) console.log(`${locale}: ${formatMismatch(m)}`);
  for (const d of report.unusedDifferences) console.log(`lint/examples/engine-differences.ts: ${d.code} is used by no example; remove the entry`);
  failures += report.mismatches.length + report.unusedDifferences.length;
  const skipped = [...report.skipped.keys()].sort();
  const byReason = new Map<string, number>();
  for (const d of report.localeDifferences) byReason.set(d.id, (byReason.get(d.id) ?? 0) + 1);
  console.log(
    `verify:examples ${locale}: ${report.examples} examples, ${report.evaluated} evaluated, ${report.matched} matched, ${report.mismatches.length} mismatched, ` +
      `${report.engineDifferences.length} where the engine is known to differ from Excel` +
      (byReason.size ? `, ${[...byReason].map(([id, n]) => `${n} ${id}`).join(', ')} (documented for this locale)` : '') +
      (locale === 'en' ? `, ${report.examples - report.evaluated} skipped because the engine lacks ${skipped.length} functions: ${skipped.join(', ')}` : ''),
  );
}
process.exit(failures > 0 ? 1 : 0);
