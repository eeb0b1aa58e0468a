/** The seven locales of the catalogue. Persian is the default and the fallback. */
export const LOCALES = ['fa', 'en', 'de', 'fr', 'tr', 'az', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'fa' satisfies Locale;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
