import { DEFAULT_LOCALE, type Locale } from '../shared/locales.js';
import type { LocalizedText } from '../shared/types.js';

/** The text in `lang`, or the Persian text where that translation is missing (docs/api.md, "Fields"). */
export function localize(text: LocalizedText, lang: Locale): string {
  return text[lang] ?? text[DEFAULT_LOCALE];
}
