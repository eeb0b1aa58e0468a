/** content/stats/views.csv: `slug,views` rows from page-view statistics. Never invented. */
import type { Problem } from './problem.js';

export function parseViewsCsv(file: string, text: string, slugs: ReadonlySet<string>): { views: Map<string, number>; problems: Problem[] } {
  const views = new Map<string, number>();
  const problems: Problem[] = [];
  const problem = (line: number, message: string, severity: Problem['severity'] = 'error') => problems.push({ file, path: '', line, message, severity });
  for (const [i, raw] of text.split('\n').entries()) {
    const row = raw.trim();
    if (row === '' || (i === 0 && row === 'slug,views')) continue;
    const match = /^([a-z0-9.-]+),(\d{1,12})$/.exec(row);
    if (!match) {
      problem(i + 1, 'write each row as slug,views with a whole number of views');
      continue;
    }
    const [, slug, count] = match as unknown as [string, string, string];
    if (views.has(slug)) problem(i + 1, `${slug} has two rows; keep one`);
    else if (!slugs.has(slug)) problem(i + 1, `${slug} is no function in the catalogue; its views are ignored`, 'warning');
    views.set(slug, Number(count));
  }
  return { views, problems };
}
