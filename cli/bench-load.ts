/**
 * `npm run bench:load` (after a build): drives `wrangler pages dev` on loopback with autocannon,
 * 100 connections for 20 s over a mix of every operation with RATE_LIMIT raised; then, at the
 * default limit, shows one address held to 60 a minute while other addresses are served.
 * Traffic stays on 127.0.0.1 and stops by itself.
 */
import autocannon from 'autocannon';
import { startPagesDev } from '../tools/pages-dev.js';

const MIX = [
  '/api/v1?lang=en',
  '/api/v1/functions',
  '/api/v1/functions?per_page=37&page=2&sort=alpha&lang=de',
  '/api/v1/functions?q=round&lang=fr',
  '/api/v1/function/vlookup?lang=fa',
  '/api/v1/function?slug=sum&lang=tr',
  '/api/v1/categories?lang=ar',
  '/api/v1/search?q=vlookup&lang=en',
  `/api/v1/search?q=${encodeURIComponent('میانگین')}`,
  '/api/v1/random?lang=az',
];
const DURATION = Number(process.env.LOAD_SECONDS ?? 20);

async function load(): Promise<void> {
  const server = await startPagesDev({ bindings: { RATE_LIMIT: '1000000000' } });
  try {
    const result = await autocannon({
      url: server.url,
      connections: 100,
      duration: DURATION,
      requests: MIX.map((path) => ({ method: 'GET', path })),
      headers: { 'CF-Connecting-IP': '198.51.100.1' },
    });
    console.log(`load: ${MIX.length} operations in rotation, 100 connections, ${DURATION} s, RATE_LIMIT raised`);
    console.log(`  requests:    ${result.requests.total} (${result.requests.average.toFixed(0)}/s average)`);
    console.log(`  latency:     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`  2xx:         ${result['2xx']}`);
    console.log(`  non-2xx:     ${result.non2xx} (4xx ${result['4xx']}, 5xx ${result['5xx']})`);
    console.log(`  errors:      ${result.errors} (timeouts ${result.timeouts})`);
  } finally {
    await server.stop();
  }
}

async function limit(): Promise<void> {
  const server = await startPagesDev();
  try {
    const statuses = async (ip: string, count: number) => {
      const seen: Record<number, number> = {};
      for (let i = 0; i < count; i++) {
        const response = await fetch(`${server.url}/api/v1/categories`, { headers: { 'CF-Connecting-IP': ip } });
        await response.arrayBuffer();
        seen[response.status] = (seen[response.status] ?? 0) + 1;
      }
      return seen;
    };
    const heavy = await statuses('198.51.100.7', 100);
    const others = await Promise.all(Array.from({ length: 20 }, (_, i) => statuses(`198.51.100.${100 + i}`, 5)));
    const othersOk = others.reduce((n, s) => n + (s[200] ?? 0), 0);
    console.log('rate limit at the default (60 a minute per address):');
    console.log(`  one address, 100 requests:        ${heavy[200] ?? 0} x 200, ${heavy[429] ?? 0} x 429`);
    console.log(`  20 other addresses, 5 requests each: ${othersOk} x 200 of 100`);
  } finally {
    await server.stop();
  }
}

await load();
await limit();
