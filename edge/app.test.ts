import { describe, expect, it } from 'vitest';
import { handleApiRequest } from './app.js';
import type { Env } from './env.js';

const broken: Env = {
  ASSETS: {
    fetch: async () => {
      throw new Error('secret internal detail at /srv/dist/api/v1/index.json');
    },
  },
};

describe('a fault inside the edge', () => {
  it('becomes the 500 envelope, with the usual headers and nothing internal', async () => {
    const response = await handleApiRequest(new Request('http://x/api/v1/functions?per_page=7', { headers: { 'CF-Connecting-IP': '203.0.113.9' } }), broken);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-ratelimit-limit')).toBe('60');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, data: null, error: 'internal error' });
    expect(text).not.toContain('secret');
  });

  it('still answers a bad parameter with 400 before any file is read', async () => {
    const response = await handleApiRequest(new Request('http://x/api/v1/function/bad_slug'), broken);
    expect(response.status).toBe(400);
  });
});
