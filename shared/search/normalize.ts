/**
 * One normalization for indexing and querying (contract section 5): case, accents and
 * diacritics, Arabic and Persian letter forms, tashkeel, the zero-width non-joiner, Turkish
 * dotted and dotless i, German ß and umlaut spellings, Persian and Arabic digits.
 */
const LETTER_MAP: Record<string, string> = {
  'ي': 'ی', 'ى': 'ی', 'ئ': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'ؤ': 'و', 'ı': 'i', 'ß': 'ss', 'ـ': '',
};
const DIGITS = '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩';

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[يىئكةۀؤıßـ]/g, (c) => LETTER_MAP[c]!)
    .replace(/[۰-۹٠-٩]/g, (d) => String(DIGITS.indexOf(d) % 10))
    .replace(/[\u200c\u200d\u200e\u200f\u00ad]/g, '')
    .replace(/([aou])e/g, '$1');
}

/** Words of a normalized text: letters and digits; dots and hyphens inside names split words. */
export function tokenize(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
}

/** A name or slug with every separator removed: `F.DIST.RT` and `f-dist-rt` both give `fdistrt`. */
export function compact(normalized: string): string {
  return normalized.replace(/[^\p{L}\p{N}]+/gu, '');
}
