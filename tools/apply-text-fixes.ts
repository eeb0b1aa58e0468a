/**
 * Applies reviewed rewrites of catalogue texts: `node --import tsx tools/apply-text-fixes.ts FIXES.json [content]`.
 * FIXES.json holds [{ file, path, locale, old, new }]: each text is replaced only if it still reads
 * `old`, and only that text of the file is written again. An item { file, localTip: { de: "…" } }
 * adds a tip of the reader's own setting, in the locales it names, unless the file has it already.
 * Reviewers propose, this applies; nobody edits a file another writer is editing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { withFileLock } from './file-lock.js';
import jsyaml from 'js-yaml';
import { rewriteFile, renderScalar } from './migrations/rewrite-texts.js';

export interface TextFix {
  file: string;
  path: string;
  locale: string;
  old: string;
  new: string;
}

export interface LocalTipAddition {
  file: string;
  localTip: Record<string, string>;
}

/** The file with `tips` appended to its `localTips` block, which sits right before `errors:`. */
export function withLocalTips(text: string, tips: readonly Record<string, string>[]): string {
  const existing = ((jsyaml.load(text) as { localTips?: Record<string, string>[] }).localTips ?? []).map((t) => JSON.stringify(t));
  const fresh = tips.filter((t) => !existing.includes(JSON.stringify(t)));
  if (fresh.length === 0) return text;
  const items = fresh
    .map((tip) =>
      Object.entries(tip)
        .map(([locale, value], i) => `${i === 0 ? '  - ' : '    '}${locale}: ${renderScalar(value, 6)}`)
        .join('\n'),
    )
    .join('\n');
  const block = /^localTips:\n(?:[ ].*\n)*/m.exec(text);
  if (block) return `${text.slice(0, block.index + block[0].length)}${items}\n${text.slice(block.index + block[0].length)}`;
  const errors = text.search(/^errors:/m);
  if (errors < 0) throw new Error('the file has no errors block to put local tips before');
  return `${text.slice(0, errors)}localTips:\n${items}\n${text.slice(errors)}`;
}

export function applyFixes(contentRoot: string, items: readonly (TextFix | LocalTipAddition)[]): { applied: number; stale: TextFix[] } {
  const fixes = items.filter((i): i is TextFix => !('localTip' in i));
  const byFile = new Map<string, TextFix[]>();
  for (const fix of fixes) byFile.set(fix.file, [...(byFile.get(fix.file) ?? []), fix]);
  const tipsByFile = new Map<string, Record<string, string>[]>();
  for (const item of items) if ('localTip' in item) tipsByFile.set(item.file, [...(tipsByFile.get(item.file) ?? []), item.localTip]);
  for (const file of tipsByFile.keys()) if (!byFile.has(file)) byFile.set(file, []);
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
      const withTips = withLocalTips(after, tipsByFile.get(file) ?? []);
      applied += used.size + (tipsByFile.get(file)?.length ?? 0);
      stale.push(...list.filter((f) => !used.has(f) && f.old !== f.new));
      if (withTips !== before) writeFileSync(path, withTips);
    });
  }
  return { applied, stale };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [fixesFile, contentArg] = process.argv.slice(2);
  if (!fixesFile) throw new Error('usage: node --import tsx tools/apply-text-fixes.ts FIXES.json [content]');
  const root = resolve(contentArg ?? 'content', '..');
  const { applied, stale } = applyFixes(root, JSON.parse(readFileSync(fixesFile, 'utf8')) as (TextFix | LocalTipAddition)[]);
  for (const fix of stale) console.log(`not applied (the text is no longer what the fix expects): ${fix.file} ${fix.path}.${fix.locale}`);
  console.log(`apply-text-fixes: ${applied} texts rewritten, ${stale.length} not applied`);
}
