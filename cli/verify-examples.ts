/** `npm run verify:examples [-- --content DIR]`: proves every example's result with a formula engine (HyperFormula). */
import { loadContent } from '../lint/load.js';
import { formatProblem } from '../lint/problem.js';
import { formatMismatch, verifyExamples } from '../lint/examples/verify.js';
import { readOptions } from './options.js';

const { catalogue, problems } = await loadContent(readOptions().contentDir);
if (!catalogue) {
  for (const p of problems.filter((p) => p.severity === 'error')) console.log(formatProblem(p));
  console.error('verify:examples: the content has errors; run npm run check');
  process.exit(1);
}
const report = verifyExamples(catalogue);
for (const m of report.mismatches) console.log(formatMismatch(m));
for (const d of report.unusedDifferences) console.log(`lint/examples/engine-differences.ts: ${d.code} is used by no example; remove the entry`);
const skipped = [...report.skipped.keys()].sort();
console.log(
  `verify:examples: ${report.examples} examples, ${report.evaluated} evaluated, ${report.matched} matched, ${report.mismatches.length} mismatched, ` +
    `${report.engineDifferences.length} where the engine is known to differ from Excel, ` +
    `${report.examples - report.evaluated} skipped because the engine lacks ${skipped.length} ${skipped.length === 1 ? 'function' : 'functions'}${skipped.length ? `: ${skipped.join(', ')}` : ''}`,
);
process.exit(report.mismatches.length + report.unusedDifferences.length > 0 ? 1 : 0);
