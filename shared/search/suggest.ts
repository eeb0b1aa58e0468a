import { editDistance } from './edit-distance.js';

/** Up to five slugs close to one that does not exist: prefix relations and small typos first. */
export function suggestSlugs(input: string, slugs: readonly string[], limit = 5): string[] {
  const scored: { slug: string; score: number }[] = [];
  for (const slug of slugs) {
    const distance = editDistance(input, slug, 2);
    const prefix = slug.startsWith(input) || input.startsWith(slug);
    if (distance <= 2 || (prefix && Math.min(input.length, slug.length) >= 2)) {
      scored.push({ slug, score: Math.min(distance, prefix ? 1.5 : 3) * 100 + Math.abs(slug.length - input.length) });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || (a.slug < b.slug ? -1 : 1))
    .slice(0, limit)
    .map((s) => s.slug);
}
