/** env.ASSETS in-process: the files of a built dist/, answered as Pages would (404 for a missing file). */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Env } from '../edge/env.js';

export function distAssets(distDir: string): Env['ASSETS'] {
  const assets = {
    async fetch(input: Request | string | URL): Promise<Response> {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = normalize(decodeURIComponent(url.pathname));
      try {
        return new Response(await readFile(join(distDir, path)), { status: 200 });
      } catch {
        return new Response('not found', { status: 404 });
      }
    },
  };
  return assets as unknown as Env['ASSETS'];
}
