/** The operations of the API, one line each: the info response's `endpoints` and the docs page use these. */
export const ENDPOINT_LINES = [
  'GET /api/v1 - this information',
  'GET /api/v1/functions?q=&category=&sort=popular|alpha|views&page=&per_page=&lang= - list functions, filtered, sorted and paginated',
  'GET /api/v1/function/{slug}?lang= - one function in full (also /api/v1/function?slug=)',
  'GET /api/v1/categories?lang= - the categories with their function counts',
  'GET /api/v1/search?q=&category=&page=&per_page=&lang= - search in any of the seven languages',
  'GET /api/v1/random?category=&lang= - one random function in full',
  'GET /openapi.json - the OpenAPI 3.0.3 document of this API',
  'GET /schemas/{Name}.json - the JSON Schema of each response object (Function, FunctionBrief, Category, ListResponse, ...)',
  'GET /types/api.d.ts - TypeScript declarations of every response object',
  'GET /bulk/{lang}.json - every function in full, one file per locale (fa, en, de, fr, tr, az, ar)',
] as const;
