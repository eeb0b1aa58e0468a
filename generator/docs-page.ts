/** The human-readable API reference (info.docs), generated from the OpenAPI document. Offline: no scripts, no CDN. */
import { escapeHtml } from './html.js';

interface Parameter { name: string; in: string; required?: boolean; description?: string; schema?: Record<string, unknown>; $ref?: string }
interface Operation { operationId: string; summary: string; description?: string; parameters?: Parameter[]; responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { example?: unknown }> }> }
interface Doc {
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, { get: Operation }>;
  components: { parameters: Record<string, Parameter>; responses: Record<string, { description: string; content?: Record<string, { example?: unknown }> }> };
}

function resolve<T>(doc: Doc, item: T & { $ref?: string }): T {
  if (!item.$ref) return item;
  const [, , group, name] = item.$ref.split('/');
  return (doc.components as unknown as Record<string, Record<string, T>>)[group!]![name!]!;
}

function bounds(schema: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(', ')}`);
  if (schema.minimum !== undefined) parts.push(`min ${String(schema.minimum)}`);
  if (schema.maximum !== undefined) parts.push(`max ${String(schema.maximum)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${String(schema.maxLength)} characters`);
  if (schema.pattern !== undefined) parts.push(`pattern ${String(schema.pattern)}`);
  if (schema.default !== undefined) parts.push(`default ${String(schema.default)}`);
  return parts.join('; ');
}

function exampleJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2);
  const lines = text.split('\n');
  return lines.length > 60 ? `${lines.slice(0, 60).join('\n')}\n  …` : text;
}

function exampleRequest(base: string, path: string, params: Parameter[]): string {
  const url = path.replace('{slug}', 'vlookup');
  const query = params.some((p) => p.name === 'q' && p.required) ? '?q=vlookup&lang=en' : params.some((p) => p.name === 'slug' && p.in === 'query') ? '?slug=vlookup&lang=en' : '?lang=en';
  return `curl '${base}${url}${query}'`;
}

export function buildDocsPage(doc: Doc): string {
  const base = doc.servers[0]!.url;
  const sections = Object.entries(doc.paths).map(([path, item]) => {
    const op = item.get;
    const params = (op.parameters ?? []).map((p) => resolve(doc, p));
    const rows = params
      .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(p.description ?? '')}</td><td>${escapeHtml(bounds(p.schema))}</td></tr>`)
      .join('\n');
    const statuses = Object.entries(op.responses)
      .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(resolve(doc, r).description ?? '')}</li>`)
      .join('\n');
    const example = op.responses['200']?.content?.['application/json']?.example;
    return `<section id="${op.operationId}" class="operation">
<h2><span class="method">GET</span> <code>${escapeHtml(path)}</code></h2>
<p class="summary">${escapeHtml(op.summary)}</p>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Meaning</th><th>Allowed</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : ''}
<h3>Request</h3>
<pre><code>${escapeHtml(exampleRequest(base, path, params))}</code></pre>
<h3>Responses</h3>
<ul>${statuses}</ul>
${example === undefined ? '' : `<details><summary>Example response</summary><pre><code>${escapeHtml(exampleJson(example))}</code></pre></details>`}
</section>`;
  });
  const nav = Object.values(doc.paths).map((item) => `<li><a href="#${item.get.operationId}">${escapeHtml(item.get.summary)}</a></li>`).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<style>
body{font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f2937;background:#fff}
header,main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem}
header{border-bottom:1px solid #e5e7eb}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.2rem;margin-top:2.5rem;border-top:1px solid #e5e7eb;padding-top:1.5rem}
.method{background:#16a34a;color:#fff;border-radius:4px;padding:.1rem .45rem;font-size:.85rem}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem}
pre{background:#f3f4f6;padding:.75rem;overflow-x:auto;border-radius:6px}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{border:1px solid #e5e7eb;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f9fafb}
nav ul{columns:2;padding-left:1.2rem}
</style>
</head>
<body>
<header>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Base address: <code>${escapeHtml(base)}</code> · OpenAPI ${escapeHtml(doc.info.version)}: <a href="${escapeHtml(base)}/openapi.json">openapi.json</a></p>
<nav><ul>${nav}</ul></nav>
</header>
<main>
<p>Every answer is JSON in the envelope <code>{"success": true, "data": …, "meta": {…}}</code>; a failure is <code>{"success": false, "data": null, "error": "…"}</code> with a sentence naming the bad parameter. Every response carries <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Window</code>; a 429 adds <code>Retry-After</code>. Catalogue answers carry a strong <code>ETag</code> (send it back in <code>If-None-Match</code> for a 304) and <code>Cache-Control: public, max-age=300</code>; lists and search carry a <code>Link</code> header.</p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
