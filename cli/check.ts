/** `npm run check`: validates the content and prints one line per problem. */
import { resolve } from 'node:path';
import { loadContent } from '../lint/load.js';
import { formatProblem } from '../lint/problem.js';

const contentDir = resolve(process.argv[2] ?? 'content');
const { problems, fileCount } = await loadContent(contentDir);
for (const p of problems) console.log(formatProblem(p));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
if (errors > 0) {
  console.error(`check: ${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} warnings in ${fileCount} function files`);
  process.exit(1);
}
console.log(`check: ${fileCount} function files OK (${warnings} warnings)`);
