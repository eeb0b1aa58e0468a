/** The files Cloudflare Pages reads: which paths run the function, static headers, the 404 page. */
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

/** Without a 404.html, Pages answers a missing file with 200 and the index page. */
export function notFoundPage(docsUrl: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Not found</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1>Page not found</h1>
<p>Nothing is at this address. The API reference is at <a href="${docsUrl}">${docsUrl}</a>.</p>
</body>
</html>
`;
}
