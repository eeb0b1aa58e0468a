import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture } from '../../lint/testing/fixtures.js';
import { ROOT } from '../helpers/paths.js';
import { treeHashes } from '../helpers/tree-hash.js';

const temp = mkdtempSync(join(tmpdir(), 'cli-'));
const out = join(temp, 'dist');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** `npm run build` as a user runs it: a child process, its output and exit code. */
function buildCommand(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli/build.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run build, as a command', () => {
  it('builds, prints its one line, and on broken content prints the problem and leaves dist/ byte-identical', () => {
    const content = contentFixture(['sum', 'vlookup']);
    const built = buildCommand('--content', content, '--out', out, '--base-url', 'https://example.org');
    expect(built.stderr).toBe('');
    expect(built.stdout.trim().split('\n').at(-1)).toMatch(/^build: 2 functions, 7 locales, \d+ files, \d+ bytes, [\d.]+ s$/);
    const before = treeHashes(out);

    const file = join(content, 'functions', 'sum.yaml');
    const text = readFileSync(file, 'utf8').replace('popularity: 100', 'popularity: [100');
    writeFileSync(file, text);
    const broken = buildCommand('--content', content, '--out', out);
    expect(broken.status).toBe(1);
    expect(broken.stdout.split('\n')[0]).toMatch(/^content\/functions\/sum\.yaml:\d+: column \d+: .+\(YAML syntax\)$/);
    expect(broken.stderr).toBe('build failed: 1 content error; dist/ was left as it was\n');
    expect(treeHashes(out)).toEqual(before);
    expect(readdirSync(temp)).toEqual(['dist']);
  });

  it('refuses a base address that would break the pages, before writing anything', () => {
    const result = buildCommand('--content', contentFixture(['sum']), '--out', join(temp, 'never'), '--base-url', 'https://example.org/"><script>');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^--base-url must be an http\(s\) address/);
    expect(readdirSync(temp)).toEqual(['dist']);
  });
});
