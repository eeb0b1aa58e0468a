import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows 60 requests a rolling minute and refuses the 61st with the wait', () => {
    const limiter = new RateLimiter(60);
    const start = 1_000_000_000;
    for (let i = 0; i < 60; i++) expect(limiter.hit('1.1.1.1', start + i * 500)).toMatchObject({ allowed: true, remaining: 59 - i });
    const refused = limiter.hit('1.1.1.1', start + 30_000);
    expect(refused).toEqual({ allowed: false, limit: 60, remaining: 0, retryAfter: 30 });
    expect(limiter.hit('2.2.2.2', start + 30_000).allowed).toBe(true);
    // The first second's two requests (at +0 and +0.5 s) leave the window 60 s after they came.
    expect(limiter.hit('1.1.1.1', start + 60_000)).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('a preflight peek does not count', () => {
    const limiter = new RateLimiter(2);
    expect(limiter.peek('a', 0).remaining).toBe(2);
    limiter.hit('a', 0);
    expect(limiter.peek('a', 0).remaining).toBe(1);
    expect(limiter.peek('a', 0).remaining).toBe(1);
  });

  it('keeps at most 10,000 clients after 100,000 distinct addresses, forgetting the least recently seen', () => {
    const limiter = new RateLimiter(60, 60, 10_000);
    for (let i = 0; i < 100_000; i++) limiter.hit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1_000_000 + i);
    expect(limiter.trackedClients).toBe(10_000);
    // The most recent client is still tracked; the first was forgotten.
    expect(limiter.peek('10.1.134.159', 1_100_000).remaining).toBe(59);
    expect(limiter.peek('10.0.0.0', 1_100_000).remaining).toBe(60);
  });

  it('keeps memory per client fixed whatever the limit', () => {
    const limiter = new RateLimiter(1_000_000);
    for (let i = 0; i < 200_000; i++) limiter.hit('bench', 5_000_000 + i);
    expect(limiter.hit('bench', 5_200_000)).toMatchObject({ allowed: true });
    expect(limiter.trackedClients).toBe(1);
  });
});
