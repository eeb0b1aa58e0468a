/** Every public address the API hands out, from the configured base address. */
import type { Locale } from './locales.js';

export const API_PREFIX = '/api/v1';

export const urls = {
  functionPage: (base: string, lang: Locale, slug: string) => `${base}/${lang}/function/${slug}/`,
  categoryPage: (base: string, lang: Locale, category: string) => `${base}/${lang}/category/${category}/`,
  functionApi: (base: string, lang: Locale, slug: string) => `${base}${API_PREFIX}/function/${slug}?lang=${lang}`,
  categoryApi: (base: string, lang: Locale, category: string) => `${base}${API_PREFIX}/functions?category=${category}&lang=${lang}`,
  docs: (base: string) => `${base}/docs/`,
  openapi: (base: string) => `${base}/openapi.json`,
};
