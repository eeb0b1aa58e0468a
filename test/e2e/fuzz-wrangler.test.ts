import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { answerProblems } from '../helpers/check-answer.js';
import { deliverableRequest } from '../helpers/hostile-requests.js';

describe('wrangler pages dev under hostile requests', () => {
  it('answers 200 of them (a smoke run on top of the 10,000 in-process) with the envelope, never a 5xx or a non-JSON body', async () => {
    const base = inject('apiUrl');
    let answered = 0;
    let client = 0;
    await fc.assert(
      fc.asyncProperty(deliverableRequest, async (r) => {
        let response: Response;
        try {
          // A fresh address per request keeps the per-IP limit out of the way; 429 is checked elsewhere.
          const headers = new Headers(r.headers);
          headers.set('CF-Connecting-IP', `203.0.${(client >> 8) & 255}.${client++ & 255}`);
          response = await fetch(`${base}${r.url}`, { method: r.method, headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
        } catch (error) {
          // A URL or method the HTTP client itself refuses to send is skipped; an answer that never comes is a failure.
          if (error instanceof Error && error.name === 'TimeoutError')
            throw new Error(`no answer within 15 s: ${r.method} ${r.url.slice(0, 300)}`, { cause: error });
          return;
        }
        const text = await response.text();
        const pathname = new URL(response.url || `${base}${r.url}`).pathname;
        // The client resolves dot segments: `/api/../x` is sent as `/x`, which is no API path.
        if (pathname !== '/api' && !pathname.startsWith('/api/')) return;
        answered++;
        expect(
          answerProblems({ method: r.method, pathname, status: response.status, headers: response.headers, text }),
          `${r.method} ${r.url.slice(0, 300)}`,
        ).toEqual([]);
      }),
      { numRuns: 200 },
    );
    expect(answered).toBeGreaterThan(150);
  }, 240_000);
});
