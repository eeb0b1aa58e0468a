/** Reads one YAML content file strictly: the text rules first, then the parse. */
import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { Problem } from './problem.js';

export type YamlResult = { ok: true; value: unknown } | { ok: false; problems: Problem[] };

/** Problems of the raw text that a YAML parser would silently accept. */
export function checkText(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const error = (message: string) => problems.push({ file, path: '', message, severity: 'error' });
  if (text.charCodeAt(0) === 0xfeff) error('the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM');
  if (text.includes('\r')) error('the file has Windows (CRLF) or old Mac (CR) line ends; save it with Unix (LF) line ends');
  if (text.includes('\uFFFD')) error('the file is not valid UTF-8; save it as UTF-8');
  if (text.trim() === '' || text.split('\n').every((line) => /^\s*(#.*)?$/.test(line))) error('the file is empty');
  return problems;
}

export function readYaml(file: string, text: string): YamlResult {
  const textProblems = checkText(file, text);
  if (textProblems.length > 0) return { ok: false, problems: textProblems };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true, strict: true, lineCounter });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((e) => {
        const pos = e.linePos?.[0];
        const at = pos ? `line ${pos.line}, column ${pos.col}: ` : '';
        return { file, path: '', message: `${at}${yamlMessage(e.code, e.message)}`, severity: 'error' as const };
      }),
    };
  }
  const cut = truncatedTexts(file, doc, lineCounter);
  if (cut.length > 0) return { ok: false, problems: cut };
  return { ok: true, value: doc.toJS() };
}

/**
 * In an unquoted value, ` #` starts a comment, so `desc: holds #N/A here` silently becomes
 * `holds`. Content files have no trailing comments, so any is such a cut.
 */
function truncatedTexts(file: string, doc: Document, lineCounter: LineCounter): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (node.comment === undefined || !node.range) return;
      const pos = lineCounter.linePos(node.range[1]);
      problems.push({
        file,
        path: '',
        message: `line ${pos.line}, column ${pos.col}: " #" in an unquoted text starts a YAML comment and cuts the text; quote the text or write it as a block (key: >-)`,
        severity: 'error',
      });
    },
  });
  return problems;
}

/** The parser's message, reworded where it is cryptic, without its code excerpt. */
function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (code === 'DUPLICATE_KEY') return `${first}: a key appears twice in the same mapping; keep one`;
  if (/Nested mappings|Implicit map keys/.test(first)) return `${first}: a text holding ": " must be quoted or written as a block (key: >-)`;
  if (code === 'TAB_AS_INDENT' || /tab/i.test(first)) return `${first}: indent with spaces, not tabs`;
  return `${first} (YAML syntax)`;
}
