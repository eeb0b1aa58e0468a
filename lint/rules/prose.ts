/** The prose of a function, locale by locale, and the parts of it outside code spans. */
import { LOCALES, type Locale } from '../../shared/locales.js';
import { splitCodeSpans } from '../../shared/text/code-spans.js';
import type { FunctionSource } from '../../shared/types.js';
import { localizedTexts } from './localized-texts.js';

export interface Prose {
  /** `args[2].desc.de` */
  path: string;
  locale: Locale;
  text: string;
}

export function* proseOf(source: FunctionSource): Generator<Prose> {
  for (const [path, text] of localizedTexts(source)) {
    for (const locale of LOCALES) {
      const value = text[locale];
      if (value) yield { path: `${path}.${locale}`, locale, text: value };
    }
  }
}

/** The text outside code spans, spans replaced by a neutral mark so words on either side stay apart. */
export function outsideCode(text: string): string {
  return splitCodeSpans(text)
    .map((part) => (part.code ? '\u2063' : part.text))
    .join('');
}

/** Prose as the rules about code read it: outside code spans and outside "text in quotes", which is data a reader types or sees. */
export function outsideCodeAndQuotes(text: string): string {
  return outsideCode(text).replace(/"[^"]*"/g, '\u2063');
}

export function codeSpans(text: string): string[] {
  return splitCodeSpans(text).flatMap((part) => (part.code ? [part.text] : []));
}
