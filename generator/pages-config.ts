/** The files Cloudflare Pages reads: which paths run the function, and static headers. */
export function routesJson(): string {
  return `${JSON.stringify({ version: 1, include: ['/api/*'], exclude: [] }, null, 2)}\n`;
}

export function headersFile(): string {
  return [
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    '/openapi.json',
    '  Access-Control-Allow-Origin: *',
    '  Content-Type: application/json; charset=utf-8',
    '/schemas/*',
    '  Access-Control-Allow-Origin: *',
    '/bulk/*',
    '  Access-Control-Allow-Origin: *',
    '/types/*',
    '  Access-Control-Allow-Origin: *',
    '  Content-Type: text/plain; charset=utf-8',
    '',
  ].join('\n');
}
