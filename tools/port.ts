/** Ports on loopback: a free one for tests, and whether a chosen one can be served on. */
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** True when nothing listens on the port yet. */
export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** PORT from the environment (default 8788), or a sentence saying what is wrong with it. */
export function readPort(value = process.env.PORT): { ok: true; port: number } | { ok: false; error: string } {
  if (value === undefined || value === '') return { ok: true, port: 8788 };
  const port = Number(value);
  return Number.isInteger(port) && port >= 1 && port <= 65_535
    ? { ok: true, port }
    : { ok: false, error: `PORT must be a port number from 1 to 65535, not ${JSON.stringify(value)}` };
}
