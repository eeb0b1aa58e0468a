/** What every answer under /api/ must be, whatever was asked (docs/api.md, "Envelope and errors" and "Headers"). */
import { responseSchemaOf, schemaProblems } from './response-schemas.js';

const ALLOWED_STATUSES = new Set([200, 204, 304, 400, 404, 405, 429]);
/** Internals no answer may carry: stack frames, source paths, runtime error names. Catalogue words such as "stack" are fine. */
const LEAKS = /\bat [\w.$<>]+ \([^)]*:\d+:\d+\)|\/work\/|node_modules\/|\.ts:\d+|\b(?:TypeError|ReferenceError|SyntaxError|RangeError): /;

export interface Answered {
  method: string;
  pathname: string;
  status: number;
  headers: Headers;
  text: string;
}

/** Problems with one answer, or an empty list. */
export function answerProblems(a: Answered): string[] {
  const problems: string[] = [];
  if (!ALLOWED_STATUSES.has(a.status)) problems.push(`status ${a.status}`);
  if (a.headers.get('content-type') !== 'application/json; charset=utf-8') problems.push(`content-type ${a.headers.get('content-type')}`);
  if (a.headers.get('access-control-allow-origin') !== '*') problems.push('no CORS header');
  if (a.headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!a.headers.get('access-control-expose-headers')?.includes('ETag')) problems.push('no expose header');
  if (a.headers.get('x-ratelimit-limit') === null) problems.push('no rate-limit headers');
  if (LEAKS.test(a.text)) problems.push(`leaks internals: ${a.text.slice(0, 200)}`);
  if (a.method === 'HEAD' || a.status === 204 || a.status === 304) {
    if (a.text !== '') problems.push('a body where none belongs');
    return problems;
  }
  let body: { success?: boolean; error?: string };
  try {
    body = JSON.parse(a.text);
  } catch {
    return [...problems, `not JSON: ${a.text.slice(0, 200)}`];
  }
  if (a.status === 200) {
    const schema = responseSchemaOf(a.pathname);
    if (!schema) problems.push(`200 for ${a.pathname}`);
    else problems.push(...schemaProblems(schema, body));
  } else {
    problems.push(...schemaProblems('ErrorResponse', body));
    if (!(typeof body.error === 'string' && /\p{L}{2,} .*\p{L}/u.test(body.error))) problems.push(`error is no sentence: ${String(body.error)}`);
  }
  return problems;
}
