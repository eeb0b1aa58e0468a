import type { Middleware } from './types.js';

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300';

/** A strong tag of the body: the first 16 bytes of its SHA-256, in hex. */
export async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `"${[...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Catalogue answers (200 without their own Cache-Control) get a strong ETag and
 * `public, max-age=300`; If-None-Match with that tag gives 304.
 */
export const conditional: Middleware = async (request, next) => {
  const answer = await next(request);
  if (answer.status !== 200 || answer.headers['Cache-Control']) return answer;
  const etag = await etagOf(answer.body);
  answer.headers.ETag = etag;
  answer.headers['Cache-Control'] = CATALOGUE_CACHE_CONTROL;
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch && matches(ifNoneMatch, etag)) return { status: 304, body: '', headers: answer.headers };
  return answer;
};
