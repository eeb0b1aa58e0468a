/**
 * Applies what a catalogue pass collected: `node --import tsx tools/apply-catalogue-pass.ts PASS.json [content]`.
 * PASS.json maps a slug to `keywords` (per locale, merged into what the file holds) and
 * `argNames` (per argument in order: its de, fr and tr names, or only those a page was found for,
 * merged into what the file holds; null leaves the argument). Only those lines of a file change;
 * everything else keeps its bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import jsyaml from 'js-yaml';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { LOCALES } from '../shared/locales.js';
import { withFileLock } from './file-lock.js';

const FORMULA_LOCALES = ['de', 'fr', 'tr'] as const;
type LocalNames = Partial<Record<(typeof FORMULA_LOCALES)[number], string>>;
export interface PassEntry {
  keywords?: Partial<Record<string, string[]>>;
  argNames?: (LocalNames | null)[];
}

const flow = (values: readonly string[]) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;

/** The file with its `keywords` block (last in the file) holding `keywords`, merged per locale. */
export function withKeywords(text: string, keywords: Partial<Record<string, string[]>>): string {
  const current = ((jsyaml.load(text) as { keywords?: Record<string, string[]> }).keywords ?? {}) as Record<string, string[]>;
  const merged: Record<string, string[]> = { ...current, ...(keywords as Record<string, string[]>) };
  const block = `keywords:\n${LOCALES.filter((l) => merged[l])
    .map((l) => `  ${l}: ${flow(merged[l]!)}\n`)
    .join('')}`;
  const start = text.search(/^keywords:/m);
  if (start < 0) return `${text.endsWith('\n') ? text : `${text}\n`}${block}`;
  // The block ends where the next top-level key starts, after its own first line.
  const afterFirstLine = text.indexOf('\n', start) + 1;
  const rest = afterFirstLine === 0 ? '' : text.slice(afterFirstLine);
  const next = rest.search(/^\S/m);
  return `${text.slice(0, start)}${block}${next < 0 ? '' : rest.slice(next)}`;
}

/** The file with each argument's `names` line set from `argNames` (null leaves that argument). */
export function withArgNames(text: string, argNames: readonly (LocalNames | null)[]): string {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const args = doc.get('args', true);
  if (!isSeq(args)) throw new Error('the file has no args');
  if (args.items.length !== argNames.length) throw new Error(`the file has ${args.items.length} arguments, the pass names ${argNames.length}`);
  const edits: { start: number; end: number; value: string }[] = [];
  args.items.forEach((item, i) => {
    const given = argNames[i];
    if (!given || !isMap(item)) return;
    const existing = item.items.find((p) => isScalar(p.key) && p.key.value === 'names');
    const held = existing && isMap(existing.value) ? (existing.value.toJSON() as LocalNames) : {};
    const names: LocalNames = { ...held, ...given };
    const fields = FORMULA_LOCALES.filter((l) => names[l]).map((l) => `${l}: ${JSON.stringify(names[l])}`);
    if (fields.length === 0) return;
    const line = `names: { ${fields.join(', ')} }`;
    if (existing) {
      edits.push({ start: (existing.key as Node).range![0], end: (existing.value as Node).range![1], value: line });
      return;
    }
    const name = item.items.find((p) => isScalar(p.key) && p.key.value === 'name')!;
    const keyStart = (name.key as Node).range![0];
    const lineEnd = text.indexOf('\n', (name.value as Node).range![1]);
    const indent = ' '.repeat(lineCounter.linePos(keyStart).col - 1);
    edits.push({ start: lineEnd, end: lineEnd, value: `\n${indent}${line}` });
  });
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, edit.start)}${edit.value}${out.slice(edit.end)}`;
  return out;
}

export function applyPass(contentDir: string, pass: Record<string, PassEntry>): number {
  let changed = 0;
  for (const [slug, entry] of Object.entries(pass)) {
    const path = join(contentDir, 'functions', `${slug}.yaml`);
    withFileLock(path, () => {
      const before = readFileSync(path, 'utf8');
      let after = before;
      if (entry.argNames) after = withArgNames(after, entry.argNames);
      if (entry.keywords) after = withKeywords(after, entry.keywords);
      if (after !== before) {
        writeFileSync(path, after);
        changed++;
      }
    });
  }
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [passFile, contentArg] = process.argv.slice(2);
  if (!passFile) throw new Error('usage: node --import tsx tools/apply-catalogue-pass.ts PASS.json [content]');
  const changed = applyPass(resolve(contentArg ?? 'content'), JSON.parse(readFileSync(passFile, 'utf8')) as Record<string, PassEntry>);
  console.log(`apply-catalogue-pass: ${changed} files changed`);
}
