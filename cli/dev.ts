/** `npm run dev`: builds, serves at http://127.0.0.1:$PORT (default 8788), and rebuilds what each edit to content/ changes. */
import { startDevServer } from '../tools/dev-server.js';
import { startPagesDev } from '../tools/pages-dev.js';
import { portIsFree, readPort } from '../tools/port.js';
import { fail, readOptions } from './options.js';

const port = readPort();
if (!port.ok) fail(port.error);
if (!(await portIsFree(port.port))) fail(`port ${port.port} is taken by another program; stop it, or serve elsewhere with PORT=8799 npm run dev`);
const { contentDir, outDir } = readOptions();
const baseUrl = `http://127.0.0.1:${port.port}`;
const dev = await startDevServer({ contentDir, outDir, baseUrl });
const server = await startPagesDev({ port: port.port, distDir: outDir, inheritOutput: true });
console.log(`\ndev: serving ${baseUrl}/api/v1 and ${baseUrl}/fa/ · watching ${contentDir} · Ctrl+C stops`);
const shutdown = () => void Promise.all([dev.close(), server.stop()]).then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
