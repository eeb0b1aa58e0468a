/** `npm run views:import FILE`: writes content/stats/views.csv from a page-view export (CSV slug,views). */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fg from 'fast-glob';
import { importViews } from '../tools/views-export.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run views:import -- FILE   (a CSV of slug,views)');
  process.exit(2);
}
const contentDir = resolve(process.env.CONTENT_DIR ?? 'content');
const slugs = new Set((await fg('functions/*.yaml', { cwd: contentDir })).map((p) => p.slice('functions/'.length, -'.yaml'.length)));
const { csv, skipped } = importViews(await readFile(resolve(file), 'utf8'), slugs);
for (const line of skipped) console.log(`skipped ${line}`);
await writeFile(resolve(contentDir, 'stats', 'views.csv'), csv);
console.log(`views:import: ${csv.split('\n').length - 2} functions with views written to content/stats/views.csv, ${skipped.length} lines skipped`);
