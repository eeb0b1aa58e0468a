/**
 * Inline code in the catalogue's texts: formulas, function names, references and signed numbers
 * are written between backticks, in English form (docs/content-guide.md, "Code inside prose"). The
 * generator writes each span in the reader's form; in Persian and Arabic text it also wraps each
 * span in a left-to-right isolate, so a plain right-to-left view keeps the formula in its order.
 */

export type TextPart = { code: false; text: string } | { code: true; text: string };

const LRI = '\u2066';
const PDI = '\u2069';
const ISOLATED_SPAN = /\u2066(`[^`]*`)\u2069/g;

/** The parts of a text: prose and code spans (without their backticks). An unpaired backtick stays prose. */
export function splitCodeSpans(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pieces = text.split('`');
  const paired = pieces.length % 2 === 1 ? pieces.length : pieces.length - 1;
  pieces.forEach((piece, i) => {
    if (i >= paired) parts.push({ code: false, text: `\`${piece}` });
    else if (i % 2 === 1) parts.push({ code: true, text: piece });
    else if (piece) parts.push({ code: false, text: piece });
  });
  return parts;
}

/** The text with each span's code replaced by `render(code)`; in right-to-left text each span is isolated. */
export function renderCodeSpans(text: string, render: (code: string) => string, rightToLeft: boolean): string {
  return splitCodeSpans(text)
    .map((part) => {
      if (!part.code) return part.text;
      const span = `\`${render(part.text)}\``;
      return rightToLeft ? `${LRI}${span}${PDI}` : span;
    })
    .join('');
}

/** A text as the API serves it, back to plain parts: the isolates around spans removed. */
export function partsOfServedText(text: string): TextPart[] {
  return splitCodeSpans(text.replace(ISOLATED_SPAN, '$1'));
}

/** A text without its code markup, for search and for places that hold no markup (a page's title). */
export function plainText(text: string): string {
  return partsOfServedText(text)
    .map((p) => p.text)
    .join('');
}
