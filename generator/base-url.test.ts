import { describe, expect, it } from 'vitest';
import { parseBaseUrl } from './base-url.js';

describe('the base address', () => {
  it.each(['http://127.0.0.1:8788', 'https://example.org', 'https://example.org/sheets/', 'https://sub.example.org:8443/a-b/c_d'])('accepts %s', (url) => {
    expect(parseBaseUrl(url)).toEqual({ ok: true, value: url.replace(/\/$/, '') });
  });
  it.each([
    'example.org',
    'ftp://example.org',
    'https://example.org/?q=1',
    'https://example.org/#x',
    'https://user:pw@example.org',
    'https://example.org/a"b',
    'https://example.org/<script>',
    'https://exa mple.org',
    "https://example.org/a'b",
    'https://example.org:99999',
  ])('refuses %s with a sentence', (url) => {
    const result = parseBaseUrl(url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^--base-url must be an http\(s\) address/);
  });
});
