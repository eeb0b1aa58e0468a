import { etagOf } from '../../shared/etag.js';
import type { Middleware } from './types.js';

export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300';

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * A 200 of a catalogue operation gets a strong ETag and `public, max-age=300`, and If-None-Match
 * with that tag gives 304; the other operations' answers are never cached.
 */
export const conditional: Middleware = async (request, next) => {
  const answer = await next(request);
  if (answer.status !== 200) return answer;
  if (request.match?.operation.caching !== 'catalogue') {
    answer.headers['Cache-Control'] = 'no-store';
    return answer;
  }
  const etag = await etagOf(answer.body);
  answer.headers.ETag = etag;
  answer.headers['Cache-Control'] = CATALOGUE_CACHE_CONTROL;
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch && matches(ifNoneMatch, etag)) return { status: 304, body: '', headers: answer.headers };
  return answer;
};
