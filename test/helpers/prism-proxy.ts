/** A Prism validating proxy (`prism proxy --errors`) in front of the API: it knows only the OpenAPI document. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../tools/pages-dev.js';
import { ROOT } from './paths.js';

export interface PrismProxy {
  url: string;
  stop(): void;
}

export async function startPrismProxy(documentPath: string, upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js'), 'proxy', documentPath, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  // Ready only when Prism says so: it can accept a connection before its validators are loaded.
  await new Promise<void>((ready, fail) => {
    let output = '';
    const timer = setTimeout(() => (stop(), fail(new Error(`prism proxy did not start:\n${output}`))), 60_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is listening/.test(output)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', () => (clearTimeout(timer), fail(new Error(`prism proxy exited:\n${output}`))));
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** Prism's own answer (a violation or a refused request) rather than the API's. */
export function isPrismProblem(text: string): boolean {
  return text.includes('stoplight.io/prism/errors');
}
