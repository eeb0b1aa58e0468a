/**
 * One normalization for indexing and querying (docs/api.md, "Search"): case, accents and
 * diacritics, Arabic and Persian letter forms, tashkeel, the zero-width non-joiner, Turkish
 * dotted and dotless i, German ß and umlaut spellings, Persian and Arabic digits.
 */
const LETTER_MAP: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  ؤ: 'و',
  ı: 'i',
  ß: 'ss',
  ـ: '',
  ə: 'e',
};
const DIGITS = '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩';

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[يىئكةۀؤıßـə]/g, (c) => LETTER_MAP[c]!)
    .replace(/[۰-۹٠-٩]/g, (d) => String(DIGITS.indexOf(d) % 10))
    .replace(/\u200c|\u200d|\u200e|\u200f|\u00ad/g, '')
    .replace(/([aou])e/g, '$1');
}

/** Words of a normalized text: letters and digits; dots and hyphens inside names split words. */
export function tokenize(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
}

const STEM_LENGTH = 5;
const ARABIC_ARTICLE = /^(?:وال|بال|فال|کال|ال|لل)(?=\p{L}{3})/u;

/**
 * A light stem for running text: the Arabic article dropped, then the first five letters.
 * Truncation is crude but language-neutral, and works well for agglutinative languages
 * (Turkish `bölümünden` and `bölüm` meet), Persian plurals and German compounds' inflections.
 */
export function stem(word: string): string {
  if (/^\p{N}+$/u.test(word)) return word;
  return word.replace(ARABIC_ARTICLE, '').slice(0, STEM_LENGTH);
}

/** A name or slug with every separator removed: `F.DIST.RT` and `f-dist-rt` both give `fdistrt`. */
export function compact(normalized: string): string {
  return normalized.replace(/[^\p{L}\p{N}]+/gu, '');
}
