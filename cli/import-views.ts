/** `npm run views:import -- FILE [--content DIR]`: writes content/stats/views.csv from a page-view export (CSV slug,views). */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fg from 'fast-glob';
import { importViews } from '../tools/views-export.js';
import { fail, readOptions } from './options.js';

const { contentDir, positionals } = readOptions();
const file = positionals[0] ?? fail('usage: npm run views:import -- FILE [--content DIR]   (FILE: a CSV of slug,views)');
const slugs = new Set((await fg('functions/*.yaml', { cwd: contentDir })).map((p) => p.slice('functions/'.length, -'.yaml'.length)));
const { csv, skipped } = importViews(await readFile(resolve(file), 'utf8'), slugs);
for (const line of skipped) console.log(`skipped ${line}`);
await writeFile(resolve(contentDir, 'stats', 'views.csv'), csv);
console.log(`views:import: ${csv.split('\n').length - 2} functions with views written to content/stats/views.csv, ${skipped.length} lines skipped`);
