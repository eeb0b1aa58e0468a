/** `npm run build [-- --content DIR --out DIR --base-url URL]`: checks the content, then writes dist/ atomically. */
import { LOCALES } from '../shared/locales.js';
import { build } from '../generator/build.js';
import { formatProblem, isError } from '../lint/problem.js';
import { readOptions } from './options.js';

const started = performance.now();
const options = readOptions();
const result = await build(options);
for (const p of result.problems) console.log(formatProblem(p));
if (!result.ok) {
  const errors = result.problems.filter(isError).length;
  console.error(`build failed: ${errors} content ${errors === 1 ? 'error' : 'errors'}; dist/ was left as it was`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`build: ${result.functions} functions, ${LOCALES.length} locales, ${result.files} files, ${result.bytes} bytes, ${seconds} s`);
