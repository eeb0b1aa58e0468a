import { internalErrorAnswer } from '../answer.js';
import type { Middleware } from './types.js';

/** Response headers a browser app on another origin may read (docs/api.md, "Headers"). */
export const EXPOSED_HEADERS = 'ETag, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Window';

/**
 * The headers every answer under /api/ carries, and the last line of defence: even a fault in
 * another middleware becomes the 500 envelope.
 */
export const commonHeaders: Middleware = async (request, next) => {
  const answer = await next(request).catch(() => internalErrorAnswer());
  answer.headers['Content-Type'] = 'application/json; charset=utf-8';
  answer.headers['Access-Control-Allow-Origin'] = '*';
  answer.headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
  answer.headers['X-Content-Type-Options'] = 'nosniff';
  return answer;
};
