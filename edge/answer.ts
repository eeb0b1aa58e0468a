/**
 * What handlers and middleware pass around: a status, a JSON body as text and headers. The body
 * stays text so the ETag can be computed from it without reading a stream twice.
 */
import { failure, toJson } from '../shared/envelope.js';

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return { status, body: toJson(body), headers };
}

export function errorAnswer(status: number, message: string, meta?: { suggestions: string[] }, headers: Record<string, string> = {}): Answer {
  return jsonAnswer(status, failure(message, meta), { 'Cache-Control': 'no-store', ...headers });
}

/** An answer whose body is a prebuilt file, served as it is. */
export function fileAnswer(body: string, headers: Record<string, string> = {}): Answer {
  return { status: 200, body, headers };
}
