import { errorAnswer } from '../answer.js';
import type { Middleware } from './types.js';

/**
 * The headers every answer under /api/ carries (contract section 3), and the last line of
 * defence: even a fault in another middleware becomes the 500 envelope.
 */
export const commonHeaders: Middleware = async (request, next) => {
  const answer = await next(request).catch(() => errorAnswer(500, 'internal error'));
  answer.headers['Content-Type'] = 'application/json; charset=utf-8';
  answer.headers['Access-Control-Allow-Origin'] = '*';
  answer.headers['X-Content-Type-Options'] = 'nosniff';
  return answer;
};
