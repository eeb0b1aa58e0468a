/** Each kind of request through one `wrangler pages dev` (RATE_LIMIT raised), as a ratio to a plain static file. */
import autocannon from 'autocannon';
import { startPagesDev } from '../tools/pages-dev.js';
import { median, percentile } from './stats.js';

export const EDGE_ROWS: [string, string][] = [
  ['static file (the floor): /docs/', '/docs/'],
  ['default list (a prebuilt file)', '/api/v1/functions'],
  ['list, per_page=37 (sliced)', '/api/v1/functions?per_page=37&page=2&lang=en'],
  ['detail', '/api/v1/function/vlookup?lang=de'],
  ['categories', '/api/v1/categories?lang=ar'],
  ['search, Latin script', '/api/v1/search?q=vlookup&lang=en'],
  ['search, Persian', `/api/v1/search?q=${encodeURIComponent('جستجوی عمودی')}`],
  ['random', '/api/v1/random?lang=tr'],
  ['404 (unknown function)', '/api/v1/function/vlokup'],
];

export interface EdgeRow {
  name: string;
  p50: number;
  p99: number;
  rps: number;
}

export async function measureEdge(root: string, distDir: string, sequential = 300): Promise<EdgeRow[]> {
  const rows: EdgeRow[] = [];
  const server = await startPagesDev({ cwd: root, distDir, bindings: { RATE_LIMIT: '1000000000' } });
  try {
    for (const [name, path] of EDGE_ROWS) {
      const url = `${server.url}${path}`;
      for (let i = 0; i < 30; i++) await (await fetch(url)).arrayBuffer();
      const times: number[] = [];
      for (let i = 0; i < sequential; i++) {
        const started = performance.now();
        await (await fetch(url)).arrayBuffer();
        times.push(performance.now() - started);
      }
      const load = await autocannon({ url, connections: 10, duration: 5 });
      rows.push({ name, p50: median(times), p99: percentile(times, 99), rps: load.requests.average });
    }
  } finally {
    await server.stop();
  }
  return rows;
}
