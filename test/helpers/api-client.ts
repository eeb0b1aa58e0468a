/** Requests to the wrangler server started by the global setup, each test as its own client IP. */
import { inject } from 'vitest';

let nextClient = 1;

/** A fresh client address, so one test's requests never count against another's limit. */
export function newClientIp(): string {
  const n = nextClient++;
  return `198.18.${(process.pid + n) % 256}.${n % 256}`;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export async function call(path: string, init: RequestInit & { ip?: string } = {}): Promise<Reply> {
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', init.ip ?? newClientIp());
  const response = await fetch(`${inject('apiUrl')}${path}`, { ...init, headers, redirect: 'manual' });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
