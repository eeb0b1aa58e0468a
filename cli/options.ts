/** The options every command takes, read the same way everywhere (node:util parseArgs). */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_BASE_URL, parseBaseUrl } from '../generator/base-url.js';

export interface CommonOptions {
  /** The content folder (`--content`, default `content`). */
  contentDir: string;
  /** Where dist/ is written (`--out`, default `dist`). */
  outDir: string;
  /** The address every link starts with (`--base-url`, default http://127.0.0.1:8788). */
  baseUrl: string;
  /** Arguments that are not options, such as a file to import. */
  positionals: string[];
}

export function readOptions(argv = process.argv.slice(2)): CommonOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: 'dist' },
      'base-url': { type: 'string', default: DEFAULT_BASE_URL },
    },
  });
  const base = parseBaseUrl(values['base-url']);
  if (!base.ok) fail(base.error);
  return { contentDir: resolve(values.content), outDir: resolve(values.out), baseUrl: base.value, positionals };
}

/** Stops the command with a sentence and exit code 2 (wrong usage, as opposed to 1: broken content). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
