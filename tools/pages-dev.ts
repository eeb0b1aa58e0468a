/**
 * Starts `wrangler pages dev` on loopback in its own process group (launched through node, never
 * npx), waits until the API answers, and stops the whole group. Used by `npm start`, the
 * end-to-end tests and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './port.js';

export { freePort };

export interface PagesDevOptions {
  /** Project root holding wrangler.toml. */
  cwd?: string;
  /** The folder to serve (default dist/ in the project root). */
  distDir?: string;
  port?: number;
  inspectorPort?: number;
  /** Extra variables for the function, e.g. { RATE_LIMIT: '100000' }. */
  bindings?: Record<string, string>;
  /** Print wrangler's output (npm start) or keep it for error reports (tests). */
  inheritOutput?: boolean;
  startTimeoutMs?: number;
}

export interface PagesDev {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function wranglerBin(cwd: string): string {
  const require = createRequire(join(cwd, 'package.json'));
  return join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
}

export async function startPagesDev(options: PagesDevOptions = {}): Promise<PagesDev> {
  const cwd = options.cwd ?? process.cwd();
  const port = options.port ?? (await freePort());
  const inspectorPort = options.inspectorPort ?? (await freePort());
  const args = [
    wranglerBin(cwd),
    'pages',
    'dev',
    options.distDir ?? 'dist',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--log-level',
    options.inheritOutput ? 'info' : 'warn',
    ...Object.entries(options.bindings ?? {}).flatMap(([k, v]) => ['--binding', `${k}=${v}`]),
  ];
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: options.inheritOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CI: 'true' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  const url = `http://127.0.0.1:${port}`;

  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 5000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`wrangler pages dev exited before it served:\n${output}`);
    try {
      const response = await fetch(`${url}/api/v1`, { headers: { 'CF-Connecting-IP': '10.255.255.254' } });
      await response.arrayBuffer();
      if (response.status < 500) return { url, child, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler pages dev did not answer within the time limit:\n${output}`);
}
