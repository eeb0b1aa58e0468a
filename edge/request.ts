import { matchOperation, type OperationMatch } from '../shared/api/operations.js';
import type { Locale } from '../shared/locales.js';
import { errorLanguage } from '../shared/params.js';
import type { Env } from './env.js';

/** One request as the edge sees it. */
export interface ApiRequest {
  method: string;
  url: URL;
  headers: Headers;
  env: Env;
  /** Rate limiting identifies a client only by this (CF-Connecting-IP). */
  clientIp: string;
  /** The operation at this path, or null. */
  match: OperationMatch | null;
  /** The language of error sentences: the requested `lang` when valid, else English. */
  errorLang: Locale;
}

export function toApiRequest(request: Request, env: Env): ApiRequest {
  const url = new URL(request.url);
  return {
    method: request.method.toUpperCase(),
    url,
    headers: request.headers,
    env,
    clientIp: request.headers.get('CF-Connecting-IP')?.trim() || 'unknown',
    match: matchOperation(url.pathname),
    errorLang: errorLanguage(url.searchParams),
  };
}
