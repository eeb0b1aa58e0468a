/** A strong entity tag of a body: the first 16 bytes of its SHA-256, in hex (docs/api.md, "Caching"). */
export async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `"${[...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}"`;
}
