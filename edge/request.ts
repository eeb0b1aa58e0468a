import type { Env } from './env.js';

/** One request as the edge sees it. */
export interface ApiRequest {
  method: string;
  url: URL;
  headers: Headers;
  env: Env;
  /** Rate limiting identifies a client only by this (CF-Connecting-IP). */
  clientIp: string;
}

export function toApiRequest(request: Request, env: Env): ApiRequest {
  return {
    method: request.method.toUpperCase(),
    url: new URL(request.url),
    headers: request.headers,
    env,
    clientIp: request.headers.get('CF-Connecting-IP')?.trim() || 'unknown',
  };
}
