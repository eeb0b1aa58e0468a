/**
 * A page-view export (CSV `slug,views`, any order, repeated slugs allowed, e.g. one row per
 * locale) turned into content/stats/views.csv: one row per known slug, views summed, sorted.
 */
export interface ViewsImport {
  csv: string;
  /** Lines that were not used, each with the reason. */
  skipped: string[];
}

export function importViews(exported: string, knownSlugs: ReadonlySet<string>): ViewsImport {
  const totals = new Map<string, number>();
  const skipped: string[] = [];
  exported.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim().replace(/^\uFEFF/, '');
    if (line === '' || (i === 0 && /^"?slug"?\s*,\s*"?views"?$/i.test(line))) return;
    const match = /^"?([^",]+)"?\s*,\s*"?(\d+)"?$/.exec(line);
    if (!match) return void skipped.push(`line ${i + 1}: not slug,views with a whole number: ${line.slice(0, 80)}`);
    const slug = match[1]!.trim().toLowerCase().replace(/_/g, '-');
    if (!knownSlugs.has(slug)) return void skipped.push(`line ${i + 1}: ${slug} is no function in the catalogue`);
    totals.set(slug, (totals.get(slug) ?? 0) + Number(match[2]));
  });
  const rows = [...totals].sort(([a], [b]) => (a < b ? -1 : 1)).map(([slug, views]) => `${slug},${views}`);
  return { csv: `slug,views\n${rows.join('\n')}${rows.length ? '\n' : ''}`, skipped };
}
