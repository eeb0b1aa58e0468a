/** Where each human-readable page lives in dist/, and relative links between pages (so the copy works from disk). */
import type { Locale } from '../../shared/locales.js';

export const pagePath = {
  home: (lang: Locale) => `${lang}/index.html`,
  category: (lang: Locale, slug: string) => `${lang}/category/${slug}/index.html`,
  function: (lang: Locale, slug: string) => `${lang}/function/${slug}/index.html`,
};

/** From a page at `fromPath` to the file at `toPath`, both relative to dist/. */
export function relativeLink(fromPath: string, toPath: string): string {
  const depth = fromPath.split('/').length - 1;
  return `${'../'.repeat(depth)}${toPath}`;
}

/** The dist/ folder's root, seen from a page. */
export function rootOf(fromPath: string): string {
  return '../'.repeat(fromPath.split('/').length - 1);
}
