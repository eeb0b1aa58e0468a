/** content/stats/views.csv: `slug,views` rows from page-view statistics. Never invented. */
import type { Problem } from './problem.js';

export function parseViewsCsv(file: string, text: string, slugs: ReadonlySet<string>): { views: Map<string, number>; problems: Problem[] } {
  const views = new Map<string, number>();
  const problems: Problem[] = [];
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || (i === 0 && line === 'slug,views')) continue;
    const at = `line ${i + 1}`;
    const match = /^([a-z0-9.-]+),(\d{1,12})$/.exec(line);
    if (!match) {
      problems.push({ file, path: at, message: 'write each row as slug,views with a whole number of views', severity: 'error' });
      continue;
    }
    const [, slug, count] = match as unknown as [string, string, string];
    if (views.has(slug)) problems.push({ file, path: at, message: `${slug} has two rows; keep one`, severity: 'error' });
    else if (!slugs.has(slug)) problems.push({ file, path: at, message: `${slug} is no function in the catalogue; its views are ignored`, severity: 'warning' });
    views.set(slug, Number(count));
  }
  return { views, problems };
}
