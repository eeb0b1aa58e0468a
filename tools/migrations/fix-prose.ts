/**
 * The mechanical half of bringing the prose in line with its rules (once): decimal commas in de,
 * fr, tr and az; French non-breaking spaces; the one compatibility tag per language; glossary
 * swaps that change no grammar; Arabic plurals after 3 to 10. What needs a writer's judgment
 * (a word with another gender or vowel harmony) is left to the rules to report.
 * `node --import tsx tools/migrations/fix-prose.ts [content]`
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import jsyaml from 'js-yaml';
import { frenchSpacingFault } from '../../lint/rules/french-spacing.js';
import { splitCodeSpans } from '../../shared/text/code-spans.js';
import type { GlossarySource } from '../../shared/types.js';
import { catalogueForMigration, rewriteCatalogue } from './rewrite-texts.js';

const NBSP = '\u00a0';

/** Applies `change` to the prose outside code spans and outside "text in quotes". */
function inProse(text: string, change: (prose: string) => string): string {
  return splitCodeSpans(text)
    .map((part) =>
      part.code
        ? `\`${part.text}\``
        : part.text
            .split(/("[^"]*")/)
            .map((piece, i) => (i % 2 ? piece : change(piece)))
            .join(''),
    )
    .join('');
}

export function decimalCommas(prose: string): string {
  return prose.replace(/(?<![\p{L}\p{N}.,])([0-9]+)\.([0-9]+)(?![.,]?[0-9])/gu, '$1,$2');
}

export function frenchSpaces(prose: string): string {
  let out = prose;
  for (let guard = 0; guard < 200; guard++) {
    const at = frenchSpacingFault(out);
    if (at === null) break;
    out = out[at - 1] === ' ' ? `${out.slice(0, at - 1)}${NBSP}${out.slice(at)}` : `${out.slice(0, at)}${NBSP}${out.slice(at)}`;
  }
  return out;
}

/** Swaps that keep the grammar: the same part of speech, no agreement to follow. */
const SWAPS: Record<string, [RegExp, string][]> = {
  fa: [
    [/کای[\s‌-]?دو/g, 'خی‌دو'],
    [/کای[\s‌-]?اسکوئر/g, 'خی‌دو'],
    [/ریزش/g, 'سرریز'],
    [/سلول/g, 'خانه'],
    [/کاربرگ/g, 'برگه'],
    [/(?<!شکست\s)سطرهای(?!\s*متن)/g, 'ردیف‌های'],
    [/(?<!شکست\s)سطرها(?!\s*متن)/g, 'ردیف‌ها'],
    [/(?<!شکست\s)سطر(?!\s*(?:جدید|بعد|بعدی|متن|های متن|ها|های))/g, 'ردیف'],
  ],
  ar: [
    [/كاي تربيع/g, 'مربع كاي'],
    [/كاي مربع/g, 'مربع كاي'],
  ],
};

const ARABIC_PLURALS: Record<string, string> = {
  دالة: 'دوال',
  خلية: 'خلايا',
  وسيطة: 'وسيطات',
  قيمة: 'قيم',
  عمود: 'أعمدة',
  صف: 'صفوف',
  رقم: 'أرقام',
  يوم: 'أيام',
  سنة: 'سنوات',
  شهر: 'أشهر',
};

function arabicCounts(prose: string): string {
  return prose.replace(/(?<![0-9.,])(10|[3-9]) (\p{L}+)/gu, (all, n: string, noun: string) => (ARABIC_PLURALS[noun] ? `${n} ${ARABIC_PLURALS[noun]}` : all));
}

const contentDir = resolve(process.argv[2] ?? 'content');
const glossaries = new Map(
  ['fa', 'en', 'de', 'fr', 'tr', 'az', 'ar'].map((lang) => [
    lang,
    jsyaml.load(readFileSync(join(contentDir, 'glossary', `${lang}.yaml`), 'utf8')) as GlossarySource,
  ]),
);
const catalogue = await catalogueForMigration(contentDir);
const result = rewriteCatalogue(contentDir, catalogue, (fn) => (value, { path, locale }) => {
  let text = value;
  if (path === 'title' && fn.source.category === 'compatibility') {
    const tag = glossaries.get(locale)!.compatibilityTag;
    text = `${text.replace(/\s*[(（][^()]*[)）]\s*$/, '')} ${tag}`;
  }
  if (['de', 'fr', 'tr', 'az'].includes(locale)) text = inProse(text, decimalCommas);
  if (locale === 'fr') text = inProse(text, frenchSpaces);
  for (const [pattern, replacement] of SWAPS[locale] ?? []) text = inProse(text, (prose) => prose.replace(pattern, replacement));
  if (locale === 'ar') text = inProse(text, arabicCounts);
  return text;
});
console.log(`fix-prose: ${result.texts} texts in ${result.files} files`);
