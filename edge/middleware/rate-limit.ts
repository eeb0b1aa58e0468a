import { errorAnswer } from '../answer.js';
import { RateLimiter, type RateDecision } from '../rate-limiter.js';
import type { Middleware } from './types.js';

export const DEFAULT_RATE_LIMIT = 60;
export const RATE_WINDOW_SECONDS = 60;

let limiter: RateLimiter | null = null;

/** Created on first use (nothing heavy at module top level); rebuilt if the limit changes. */
function limiterFor(limit: number): RateLimiter {
  if (!limiter || limiter.limit !== limit) limiter = new RateLimiter(limit, RATE_WINDOW_SECONDS);
  return limiter;
}

export function configuredLimit(value: string | undefined): number {
  const limit = Number(value);
  return Number.isSafeInteger(limit) && limit > 0 ? limit : DEFAULT_RATE_LIMIT;
}

function rateHeaders(decision: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Window': String(RATE_WINDOW_SECONDS),
  };
}

/** Per-IP limit over all operations; preflights do not count, 304 answers do. */
export const rateLimit: Middleware = async (request, next) => {
  const rate = limiterFor(configuredLimit(request.env.RATE_LIMIT));
  const now = Date.now();
  if (request.method === 'OPTIONS') {
    const answer = await next(request);
    Object.assign(answer.headers, rateHeaders(rate.peek(request.clientIp, now)));
    return answer;
  }
  const decision = rate.hit(request.clientIp, now);
  if (!decision.allowed) {
    return errorAnswer(request, 429, { kind: 'rateLimited', limit: decision.limit, retryAfter: decision.retryAfter }, undefined, {
      ...rateHeaders(decision),
      'Retry-After': String(decision.retryAfter),
    });
  }
  const answer = await next(request);
  Object.assign(answer.headers, rateHeaders(decision));
  return answer;
};
