import { errorAnswer } from '../answer.js';
import type { Middleware } from './types.js';

const ALLOWED = 'GET, HEAD, OPTIONS';

/** GET and HEAD are answered, OPTIONS is a CORS preflight, anything else is 405. */
export const methods: Middleware = async (request, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') return next(request);
  if (request.method === 'OPTIONS') {
    return {
      status: 204,
      body: '',
      headers: {
        'Access-Control-Allow-Methods': ALLOWED,
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Max-Age': '86400',
      },
    };
  }
  return errorAnswer(request, 405, { kind: 'method' }, undefined, { Allow: ALLOWED });
};
