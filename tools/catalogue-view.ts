/**
 * A reviewer's view of the catalogue: `node --import tsx tools/catalogue-view.ts --locale de
 * [--category logical | --slugs sum,if] [--english]` prints, per function, its facts and every text in
 * that locale (with --english, the English one beside it), each with the `path` that tools/apply-text-fixes.ts expects.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import jsyaml from 'js-yaml';
import { textsOf } from './migrations/rewrite-texts.js';

interface Source {
  name: string;
  names: Record<string, string>;
  category: string;
  syntax: string;
  version: string;
  applications: string[];
  args?: { name: string; required: boolean; names?: Record<string, string> }[];
  keywords?: Record<string, string[]>;
}

const { values } = parseArgs({
  options: {
    locale: { type: 'string' },
    category: { type: 'string' },
    slugs: { type: 'string' },
    content: { type: 'string', default: 'content' },
    english: { type: 'boolean', default: false },
  },
});
if (!values.locale) throw new Error('usage: tools/catalogue-view.ts --locale <lang> [--category <slug> | --slugs a,b]');
const dir = join(resolve(values.content!), 'functions');
const wanted = values.slugs?.split(',');

for (const file of readdirSync(dir).sort()) {
  const slug = file.replace(/\.yaml$/, '');
  if (wanted && !wanted.includes(slug)) continue;
  const text = readFileSync(join(dir, file), 'utf8');
  const source = jsyaml.load(text) as Source;
  if (values.category && source.category !== values.category) continue;
  const args = (source.args ?? []).map((a) => `${a.required ? '' : '['}${a.name}${a.required ? '' : ']'}${a.names ? ` ${JSON.stringify(a.names)}` : ''}`);
  console.log(
    `\n## ${slug} (file content/functions/${file}): ${source.name} ${JSON.stringify(source.names)} · ${source.syntax} · ${source.version} · ${source.applications.join(', ')}`,
  );
  console.log(`args: ${args.join(' | ')}`);
  if (source.keywords) console.log(`keywords: ${JSON.stringify(source.keywords[values.locale] ?? [])}`);
  const texts = textsOf(text);
  for (const { place, value } of texts.filter((t) => t.place.locale === values.locale)) {
    const english = texts.find((t) => t.place.path === place.path && t.place.locale === 'en')?.value;
    console.log(`- ${place.path}: ${JSON.stringify(value)}${values.english && values.locale !== 'en' && english ? `\n  en: ${JSON.stringify(english)}` : ''}`);
  }
}
