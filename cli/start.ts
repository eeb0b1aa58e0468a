/** `npm start` (after the build): serves dist/ and the API at http://127.0.0.1:8788 until interrupted. */
import { startPagesDev } from '../tools/pages-dev.js';

const port = Number(process.env.PORT ?? 8788);
const server = await startPagesDev({ port, inheritOutput: true });
console.log(`\nAPI ready: ${server.url}/api/v1  ·  docs: ${server.url}/docs/  ·  Ctrl+C stops`);
const shutdown = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
