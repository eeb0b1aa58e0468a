/**
 * Applies reviewed rewrites of catalogue texts: `node --import tsx tools/apply-text-fixes.ts FIXES.json [content]`.
 * FIXES.json holds [{ file, path, locale, old, new }]: each text is replaced only if it still reads
 * `old`, and only that text of the file is written again. Reviewers propose, this applies; nobody
 * edits a file another writer is editing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { withFileLock } from './file-lock.js';
import { rewriteFile } from './migrations/rewrite-texts.js';

export interface TextFix {
  file: string;
  path: string;
  locale: string;
  old: string;
  new: string;
}

export function applyFixes(contentRoot: string, fixes: readonly TextFix[]): { applied: number; stale: TextFix[] } {
  const byFile = new Map<string, TextFix[]>();
  for (const fix of fixes) byFile.set(fix.file, [...(byFile.get(fix.file) ?? []), fix]);
  let applied = 0;
  const stale: TextFix[] = [];
  for (const [file, list] of byFile) {
    const path = join(contentRoot, file);
    withFileLock(path, () => {
      const before = readFileSync(path, 'utf8');
      const used = new Set<TextFix>();
      const after = rewriteFile(before, (value, place) => {
        const fix = list.find((f) => f.path === place.path && f.locale === place.locale && f.old === value);
        if (!fix) return value;
        used.add(fix);
        return fix.new;
      });
      applied += used.size;
      stale.push(...list.filter((f) => !used.has(f) && f.old !== f.new));
      if (after !== before) writeFileSync(path, after);
    });
  }
  return { applied, stale };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [fixesFile, contentArg] = process.argv.slice(2);
  if (!fixesFile) throw new Error('usage: node --import tsx tools/apply-text-fixes.ts FIXES.json [content]');
  const root = resolve(contentArg ?? 'content', '..');
  const { applied, stale } = applyFixes(root, JSON.parse(readFileSync(fixesFile, 'utf8')) as TextFix[]);
  for (const fix of stale) console.log(`not applied (the text is no longer what the fix expects): ${fix.file} ${fix.path}.${fix.locale}`);
  console.log(`apply-text-fixes: ${applied} texts rewritten, ${stale.length} not applied`);
}
