/**
 * One request answered by the edge's own code in a fresh process, timed in CPU:
 * `node --import tsx bench/cold-request-child.ts <dist> <lang> <path-and-query>`. The modules
 * are imported first (a worker's script is loaded before any request); then, on a cold heap and
 * cold code, the request gets the files it needs, decodes and parses them and answers. Prints
 * the CPU microseconds from the request to the read body, of the main thread and of the whole
 * process (with V8's background compiler and GC threads), and the status.
 *
 * What is not counted is the platform's: on Cloudflare the asset bytes come from outside the
 * isolate, and Request, Response and URL are native; Node builds them in JavaScript (undici).
 * So env.ASSETS here is a bare stand-in serving the bytes of the locale's data files, read from
 * disk before the clock starts; decoding them is counted. Node's lazily loaded classes are
 * touched once on unrelated data before the clock starts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { handleApiRequest } from '../edge/app.js';
import type { Env } from '../edge/env.js';
import { threadCpu } from './thread-cpu.js';

const [dist, lang, path] = process.argv.slice(2) as [string, string, string];

/** Every file a request of this locale may read, as bytes: the data files, and the answers to files. */
const bytes = new Map<string, Buffer>();
const preload = (dir: string) => {
  for (const entry of readdirSync(join(dist, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) preload(relative);
    else bytes.set(`/${relative}`, readFileSync(join(dist, relative)));
  }
};
preload('api/v1/_data/search/' + lang);
preload('api/v1/_data/briefs/' + lang);
for (const file of ['api/v1/_data/index.json', 'api/v1/_data/formula-names.json', `api/v1/categories/${lang}.json`, `api/v1/function/sum/${lang}.json`])
  bytes.set(`/${file}`, readFileSync(join(dist, file)));

const bareAssets = {
  fetch(input: string): Promise<Pick<Response, 'status' | 'text' | 'body'>> {
    const found = bytes.get(new URL(input).pathname);
    if (!found) return Promise.resolve({ status: 404, text: () => Promise.resolve(''), body: null });
    return Promise.resolve({ status: 200, text: () => Promise.resolve(found.toString('utf8')), body: null });
  },
};
const env = { ASSETS: bareAssets as unknown as Env['ASSETS'], RATE_LIMIT: '1000000' };

// The platform's own classes, native in workerd and JavaScript in Node, each used once on unrelated data.
const warmRequest = new Request('http://warm.up/x?y=1', { headers: { a: 'b' } });
new URL(warmRequest.url).searchParams.get('y');
warmRequest.headers.get('a');
const warmResponse = new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Warm': 'up' } });
warmResponse.headers.set('ETag', '"warm"');
warmResponse.headers.append('Vary', 'Accept');
await warmResponse.text();
await crypto.subtle.digest('SHA-256', new TextEncoder().encode('warm up'));
JSON.parse('{"warm":[1,"up"]}');

// The preloading above leaves garbage; collect it now rather than inside the measured request.
(globalThis as { gc?: () => void }).gc?.();
/** CPU microseconds of the whole process: the main thread and V8's compiler and GC threads. */
const processCpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
const startProcess = processCpu();
const startThread = threadCpu();
const response = await handleApiRequest(new Request(`http://127.0.0.1${path}`), env);
const body = await response.text();
const thread = threadCpu() - startThread;
console.log(JSON.stringify({ thread, process: processCpu() - startProcess, status: response.status, bytes: body.length }));
