/**
 * What handlers and middleware pass around: a status, a JSON body as text and headers. The body
 * stays text so the ETag can be computed from it without reading a stream twice.
 */
import type { ApiError } from '../shared/api/errors.js';
import { messageFor } from '../shared/api/messages.js';
import { failure, toJson } from '../shared/envelope.js';
import type { ApiRequest } from './request.js';

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return { status, body: toJson(body), headers };
}

/** An error envelope with its sentence in the request's language; never cached. */
export function errorAnswer(
  request: Pick<ApiRequest, 'errorLang'>,
  status: number,
  error: ApiError,
  meta?: { suggestions: string[] },
  headers: Record<string, string> = {},
): Answer {
  return jsonAnswer(status, failure(messageFor(error, request.errorLang), meta), { 'Cache-Control': 'no-store', ...headers });
}

export const INTERNAL_ERROR = 'internal error';

/** The answer to a fault: the fixed English sentence of docs/api.md, nothing from the fault itself. */
export function internalErrorAnswer(): Answer {
  return jsonAnswer(500, failure(INTERNAL_ERROR), { 'Cache-Control': 'no-store' });
}

/** An answer whose body is a prebuilt file, served as it is. */
export function fileAnswer(body: string, headers: Record<string, string> = {}): Answer {
  return { status: 200, body, headers };
}
