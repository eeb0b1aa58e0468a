/**
 * Reads one YAML content file strictly and fast: text rules first, then js-yaml (six times faster
 * than a full document parse, which only `locate.ts` needs, and only for a file with problems).
 */
import jsyaml from 'js-yaml';
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

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

export function readYaml(file: string, text: string): YamlResult {
  const textProblems = checkText(file, text);
  if (textProblems.length > 0) return { ok: false, problems: textProblems };
  const cuts: Problem[] = [];
  let value: unknown;
  try {
    value = jsyaml.load(text, {
      schema: jsyaml.CORE_SCHEMA,
      // In an unquoted value, ` #` starts a comment, so `desc: holds #N/A here` silently becomes
      // `holds`. Content files have no trailing comments, so a comment right after a value is a cut.
      listener(event, state) {
        if (event !== 'close') return;
        let at = state.position;
        while (text[at] === ' ' || text[at] === '\t') at++;
        if (text[at] === '#' && at > 0 && /[ \t]/.test(text[at - 1]!)) {
          cuts.push({
            file,
            path: '',
            line: lineOf(text, at),
            message: '" #" in an unquoted text starts a YAML comment and cuts the text; quote the text or write it as a block (key: >-)',
            severity: 'error',
          });
        }
      },
    });
  } catch (error) {
    if (!(error instanceof jsyaml.YAMLException)) throw error;
    return {
      ok: false,
      problems: [{ file, path: '', line: error.mark.line + 1, message: yamlMessage(error.reason, error.mark.column + 1), severity: 'error' }],
    };
  }
  // One cut reports once, however many nodes close at that place.
  const unique = [...new Map(cuts.map((c) => [c.line, c])).values()];
  return unique.length > 0 ? { ok: false, problems: unique } : { ok: true, value };
}

/** The parser's reason, reworded where it is cryptic. */
function yamlMessage(reason: string, column: number): string {
  const at = `column ${column}: ${reason}`;
  if (/duplicated mapping key/.test(reason)) return `${at}: a key appears twice in the same mapping; keep one`;
  if (/tab/.test(reason)) return `${at}: indent with spaces, not tabs`;
  if (/bad indentation of a mapping entry/.test(reason))
    return `${at}: a text holding ": " must be quoted or written as a block (key: >-), or the line is indented wrongly`;
  return `${at} (YAML syntax)`;
}
