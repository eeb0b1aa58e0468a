/**
 * Rewrites the localized texts of content files in place: only the texts that change are written
 * again (as plain scalars or folded blocks); everything else keeps its bytes. Used by the one-time
 * migrations beside this file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsyaml from 'js-yaml';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml';
import type { Catalogue, LoadedFunction } from '../../lint/catalogue.js';
import { readContentFiles } from '../../lint/load.js';
import { LOCALES } from '../../shared/locales.js';

const WIDTH = 100;
const PLAIN_START = /^[^\s`\-?:,[\]{}#&*!|>'"%@]/;

/** A text as a YAML value at `indent`: plain where YAML allows it, else a folded block. */
export function renderScalar(value: string, indent: number): string {
  const plainSafe =
    PLAIN_START.test(value) &&
    !value.includes(': ') &&
    !value.includes(' #') &&
    !/\s$/.test(value) &&
    !value.includes('\n') &&
    !/^(true|false|null|~|[-+]?[0-9.]+)$/i.test(value);
  if (plainSafe && value.length + indent < WIDTH + 20) return value;
  if (value.includes('  ') || value.includes('\n') || value.includes('\t') || /^\s|\s$/.test(value)) return JSON.stringify(value);
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    if (line && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return `>-\n${lines.map((l) => `${pad}${l}`).join('\n')}`;
}

/** Where a text sits: its path in the file (`args[2].desc`) and its locale. */
export interface TextPlace {
  path: string;
  locale: string;
}

export type TextTransform = (value: string, place: TextPlace) => string;

function* localizedNodes(node: unknown, path: string): Generator<{ pair: Pair; place: TextPlace }> {
  if (isMap(node)) {
    const keys = node.items.map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
    const localized = keys.length > 0 && keys.every((k) => (LOCALES as readonly string[]).includes(k));
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (localized && isScalar(pair.value)) yield { pair: pair as Pair, place: { path, locale: key } };
      // keywords are phrases people type, and code is code: neither is prose.
      else if (!localized && !['keywords', 'code', 'cells', 'names', 'result'].includes(key)) yield* localizedNodes(pair.value, path ? `${path}.${key}` : key);
    }
  } else if (isSeq(node)) for (const [i, item] of node.items.entries()) yield* localizedNodes(item, `${path}[${i}]`);
}

/** Every localized text of a content file, with its place. */
export function textsOf(text: string): { place: TextPlace; value: string }[] {
  return [...localizedNodes(parseDocument(text).contents, '')].map(({ pair, place }) => ({
    place,
    value: String((pair.value as Node & { value: unknown }).value),
  }));
}

export function rewriteFile(text: string, transform: TextTransform): string {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const edits: { start: number; end: number; value: string }[] = [];
  for (const { pair, place } of localizedNodes(doc.contents, '')) {
    const node = pair.value as Node & { value: string; range: [number, number, number] };
    const next = transform(node.value, place);
    if (next === node.value) continue;
    const indent = lineCounter.linePos((pair.key as Node).range![0]).col - 1 + 2;
    edits.push({ start: node.range[0], end: node.range[1], value: renderScalar(next, indent) });
  }
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    // A block scalar's range ends after its line break; keep the break.
    const trailing = /\n*$/.exec(out.slice(edit.start, edit.end))![0];
    out = `${out.slice(0, edit.start)}${edit.value}${trailing}${out.slice(edit.end)}`;
  }
  return out;
}

function texts(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) texts(v, path ? `${path}.${k}` : k, out);
  else if (typeof value === 'string') out.set(path, value);
  return out;
}

/** Applies a transform to every function file, reading each file back to check only the meant texts changed. */
export function rewriteCatalogue(
  contentDir: string,
  catalogue: Pick<Catalogue, 'functions'>,
  transform: (fn: LoadedFunction) => TextTransform,
): { files: number; texts: number } {
  let files = 0;
  let changed = 0;
  for (const fn of catalogue.functions) {
    const path = join(contentDir, 'functions', `${fn.slug}.yaml`);
    const before = readFileSync(path, 'utf8');
    const fnTransform = transform(fn);
    const after = rewriteFile(before, fnTransform);
    if (after === before) continue;
    const was = texts(jsyaml.load(before));
    const now = texts(jsyaml.load(after));
    for (const [key, value] of was) {
      const match = /^(.*)\.(fa|en|de|fr|tr|az|ar)$/.exec(key);
      const prose = match && !/^(names|keywords)\b|\.(code|result|cells)\b/.test(key) && !/^(examples\[\d+\]\.cells|names)/.test(key);
      const expected = prose ? fnTransform(value, { path: match[1]!, locale: match[2]! }) : value;
      if (now.get(key) !== expected) throw new Error(`${path}: ${key} was written as ${JSON.stringify(now.get(key))}, meant ${JSON.stringify(expected)}`);
      if (now.get(key) !== value) changed++;
    }
    writeFileSync(path, after);
    files++;
  }
  return { files, texts: changed };
}

/** The catalogue as the migrations read it: every file that parses and fits the schema, before the prose rules (which the migrations satisfy). */
export async function catalogueForMigration(contentDir: string): Promise<Pick<Catalogue, 'functions'>> {
  const files = await readContentFiles(contentDir);
  const broken = files.functions.filter((f) => !f.value);
  if (broken.length > 0) throw new Error(`fix these files first (npm run check): ${broken.map((f) => f.file).join(', ')}`);
  return { functions: files.functions.map((f) => f.value!) };
}
