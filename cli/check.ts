/** `npm run check [-- --content DIR]`: checks the content and prints one line per problem. */
import { coverage, formatCoverage } from '../lint/coverage.js';
import { loadContent } from '../lint/load.js';
import { formatProblem, isError } from '../lint/problem.js';
import { readOptions } from './options.js';

const { contentDir } = readOptions();
const { problems, fileCount, catalogue } = await loadContent(contentDir);
for (const p of problems) console.log(formatProblem(p));
const errors = problems.filter(isError).length;
const warnings = problems.length - errors;
if (errors > 0) {
  console.error(`check: ${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} warnings in ${fileCount} function files`);
  process.exit(1);
}
for (const line of formatCoverage(coverage(catalogue!))) console.log(line);
console.log(`check: ${fileCount} function files OK (${warnings} warnings)`);
