/**
 * The base address every link in dist/ starts with. Checked strictly, because it is written into
 * JSON, HTML and headers: an absolute http(s) address with a host, an optional port and path, and
 * nothing a page or a header would have to escape.
 */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8788';

export function parseBaseUrl(text: string): { ok: true; value: string } | { ok: false; error: string } {
  const candidate = text.trim().replace(/\/+$/, '');
  const refuse = (why: string) => ({
    ok: false as const,
    error: `--base-url must be an http(s) address such as ${DEFAULT_BASE_URL} or https://example.org/sheets; ${why}: ${JSON.stringify(text)}`,
  });
  if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~%/-]*)?$/.test(candidate))
    return refuse('it holds a character or a part an address for the reference cannot have (query, fragment, credentials, spaces, quotes, brackets)');
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return refuse('it is no valid address');
  }
  if (url.port !== '' && Number(url.port) > 65_535) return refuse('its port is out of range');
  return { ok: true, value: candidate };
}
