/**
 * One normalization for indexing and querying (docs/api.md, "Search"): case, accents and
 * diacritics, Arabic and Persian letter forms, tashkeel, the zero-width non-joiner, Turkish
 * dotted and dotless i, German ß and umlaut spellings, Persian and Arabic digits.
 *
 * Written as loops over characters, not regular expressions: V8 compiles a regular expression
 * on its first use, and a Unicode class such as \p{M} costs milliseconds to compile in a fresh
 * isolate, where the edge has 10 ms for a whole request. The character ranges cover the scripts
 * of the seven locales (Latin, Greek, Cyrillic, Arabic with its Persian and Azerbaijani letters);
 * other scripts are not words to this search.
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
  ə: 'e',
};

/** Combining marks (Latin accents after NFKD, Cyrillic and Hebrew marks, Arabic tashkeel), tatweel, and invisible joiners and marks. */
const DROPPED: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x0300, 0x036f],
  [0x0483, 0x0489],
  [0x0591, 0x05c7],
  [0x0610, 0x061a],
  [0x0640, 0x0640],
  [0x064b, 0x065f],
  [0x0670, 0x0670],
  [0x06d6, 0x06dc],
  [0x06df, 0x06e4],
  [0x06e7, 0x06e8],
  [0x06ea, 0x06ed],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x200c, 0x200f],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];

/** Letters and digits of a normalized text: everything else separates words. */
const WORD: readonly (readonly [number, number])[] = [
  [0x30, 0x39],
  [0x61, 0x7a],
  [0xb5, 0xb5],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x52f],
  [0x620, 0x63f],
  [0x641, 0x64a],
  [0x66e, 0x6d3],
  [0x6d5, 0x6d5],
  [0x6ee, 0x6ff],
  [0x750, 0x77f],
  [0x8a0, 0x8ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

/** Each UTF-16 code unit's class, filled once when the module loads: 1 a word's, 2 dropped, 0 a separator. */
const CLASS = new Uint8Array(0x10000);
for (const [low, high] of WORD) CLASS.fill(1, low, high + 1);
for (const [low, high] of DROPPED) CLASS.fill(2, low, high + 1);
const WORD_CLASS = 1;
const DROPPED_CLASS = 2;

/** Whether a character (of a normalized text) belongs to a word. */
export const isWordCharacter = (code: number): boolean => CLASS[code] === WORD_CLASS;

const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

export function normalizeForSearch(text: string): string {
  const decomposed = text.normalize('NFKD').toLowerCase();
  let out = '';
  for (let i = 0; i < decomposed.length; i++) {
    const code = decomposed.charCodeAt(i);
    const char = decomposed[i]!;
    if (CLASS[code] === DROPPED_CLASS) continue;
    if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (code >= ARABIC_ZERO && code <= ARABIC_ZERO + 9) out += String(code - ARABIC_ZERO);
    // German umlauts typed as ae, oe, ue read as the umlaut's base letter: "zaehlen" is "zahlen".
    else if (char === 'e' && (out.endsWith('a') || out.endsWith('o') || out.endsWith('u'))) continue;
    else out += LETTER_MAP[char] ?? char;
  }
  return out;
}

/** Words of a normalized text: letters and digits; dots and hyphens inside names split words. */
export function tokenize(normalized: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= normalized.length; i++) {
    const inWord = i < normalized.length && CLASS[normalized.charCodeAt(i)] === WORD_CLASS;
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      words.push(normalized.slice(start, i));
      start = -1;
    }
  }
  return words;
}

export const STEM_LENGTH = 5;
const ARABIC_ARTICLES = ['وال', 'بال', 'فال', 'کال', 'لل', 'ال'];
const MIN_STEM_AFTER_ARTICLE = 3;

/**
 * A light stem for running text: the Arabic article dropped, then the first five letters.
 * Truncation is crude but language-neutral, and works well for agglutinative languages
 * (Turkish `bölümünden` and `bölüm` meet), Persian plurals and German compounds' inflections.
 */
export function stem(word: string): string {
  let start = 0;
  let digits = true;
  for (const char of word) if (char < '0' || char > '9') digits = false;
  if (digits) return word;
  const article = ARABIC_ARTICLES.find((a) => word.startsWith(a) && word.length - a.length >= MIN_STEM_AFTER_ARTICLE);
  if (article) start = article.length;
  return word.slice(start, start + STEM_LENGTH);
}

/** A name or slug with every separator removed: `F.DIST.RT` and `f-dist-rt` both give `fdistrt`. */
export function compact(normalized: string): string {
  return tokenize(normalized).join('');
}
