/** The human-readable API reference (info.docs), generated from the OpenAPI document. Offline: no scripts, no CDN. */
import type { OpenAPIV3 } from 'openapi-types';
import { html, type Html } from './pages/html.js';
import { renderPage } from './pages/shell.js';

type Ref = OpenAPIV3.ReferenceObject;
const isRef = (item: object): item is Ref => '$ref' in item;

/** A `#/components/<group>/<name>` reference, resolved in the document. */
function resolve<T extends object>(doc: OpenAPIV3.Document, item: T | Ref): T {
  if (!isRef(item)) return item;
  const [, , group, name] = item.$ref.split('/');
  return (doc.components as Record<string, Record<string, T>>)[group!]![name!]!;
}

function bounds(schema: OpenAPIV3.SchemaObject | Ref | undefined): string {
  if (!schema || isRef(schema)) return '';
  const parts: string[] = [];
  if (schema.enum) parts.push(`one of ${schema.enum.join(', ')}`);
  if (schema.minimum !== undefined) parts.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`max ${schema.maximum}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.pattern !== undefined) parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${String(schema.default)}`);
  return parts.join('; ');
}

function exampleJson(value: unknown): string {
  const lines = JSON.stringify(value, null, 2).split('\n');
  return lines.length > 60 ? `${lines.slice(0, 60).join('\n')}\n  …` : lines.join('\n');
}

/** A request a reader can paste: required parameters filled with their examples. */
function exampleRequest(base: string, path: string, params: OpenAPIV3.ParameterObject[]): string {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(params.find((p) => p.name === name)?.example ?? name));
  const query = new URLSearchParams();
  for (const p of params) if (p.in === 'query' && p.required) query.set(p.name, String(p.example ?? ''));
  query.set('lang', 'en');
  return `curl '${base}${url}?${query.toString()}'`;
}

function operationSection(doc: OpenAPIV3.Document, base: string, path: string, op: OpenAPIV3.OperationObject): Html {
  const params = (op.parameters ?? []).map((p) => resolve(doc, p));
  const responses = Object.entries(op.responses).map(([status, r]) => [status, resolve(doc, r)] as const);
  const example = responses.find(([status]) => status === '200')?.[1].content?.['application/json']?.example;
  return html`<section id="${op.operationId}" class="operation">
<h2><span class="method">GET</span> <code>${path}</code></h2>
<p class="summary">${op.summary}</p>
${op.description && html`<p>${op.description}</p>`}
${
  params.length > 0 &&
  html`<div class="scroll" tabindex="0"><table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Meaning</th><th>Allowed</th></tr></thead><tbody>
${params.map((p) => html`<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${p.description ?? ''}</td><td>${bounds(p.schema)}</td></tr>\n`)}</tbody></table></div>`
}
<h3>Request</h3>
<pre tabindex="0"><code>${exampleRequest(base, path, params)}</code></pre>
<h3>Responses</h3>
<ul>${responses.map(([status, r]) => html`<li><code>${status}</code> ${r.description}</li>`)}</ul>
${example !== undefined && html`<details><summary>Example response</summary><pre tabindex="0"><code>${exampleJson(example)}</code></pre></details>`}
</section>`;
}

export function buildDocsPage(doc: OpenAPIV3.Document, referenceHome: string): string {
  const base = doc.servers![0]!.url;
  const operations = Object.entries(doc.paths).flatMap(([path, item]) => (item?.get ? [[path, item.get] as const] : []));
  const body = html`<h1>${doc.info.title}</h1>
<p>${doc.info.description}</p>
<p>Base address: <code>${base}</code> · OpenAPI ${doc.info.version}: <a href="${base}/openapi.json">openapi.json</a> · <a href="${referenceHome}">The function reference, in seven languages</a></p>
<nav class="operations" aria-label="Operations"><ul>${operations.map(([, op]) => html`<li><a href="#${op.operationId}">${op.summary}</a></li>`)}</ul></nav>
<p>Every answer is JSON in the envelope <code>{"success": true, "data": …, "meta": {…}}</code>; a failure is <code>{"success": false, "data": null, "error": "…"}</code> with a sentence naming the bad parameter, in the requested <code>lang</code>. Every response carries <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Window</code>; a 429 adds <code>Retry-After</code>. Catalogue answers carry a strong <code>ETag</code> (send it back in <code>If-None-Match</code> for a 304) and <code>Cache-Control: public, max-age=300</code>; lists and search carry a <code>Link</code> header.</p>
${operations.map(([path, op]) => operationSection(doc, base, path, op))}`;
  return renderPage({
    lang: 'en',
    path: 'docs/index.html',
    title: doc.info.title,
    fullTitle: `${doc.info.title} ${doc.info.version}`,
    description: doc.info.description ?? '',
    body,
  });
}
