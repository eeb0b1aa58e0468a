/** `npm start`: builds dist/ for http://127.0.0.1:$PORT (default 8788) and serves it and the API there until interrupted. */
import { build } from '../generator/build.js';
import { formatProblem, isError } from '../lint/problem.js';
import { startPagesDev } from '../tools/pages-dev.js';
import { portIsFree, readPort } from '../tools/port.js';
import { fail, readOptions } from './options.js';

const port = readPort();
if (!port.ok) fail(port.error);
// Checked before building, so a taken port is said at once and never mistaken for this server.
if (!(await portIsFree(port.port))) fail(`port ${port.port} is taken by another program; stop it, or serve elsewhere with PORT=8799 npm start`);
const { contentDir, outDir } = readOptions();
const baseUrl = `http://127.0.0.1:${port.port}`;
const result = await build({ contentDir, outDir, baseUrl });
for (const p of result.problems) console.log(formatProblem(p));
if (!result.ok) fail(`build failed: ${result.problems.filter(isError).length} content errors; nothing is served`);
const server = await startPagesDev({ port: port.port, distDir: outDir, inheritOutput: true });
console.log(`\nAPI ready: ${server.url}/api/v1  ·  reference: ${server.url}/fa/  ·  docs: ${server.url}/docs/  ·  Ctrl+C stops`);
const shutdown = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
