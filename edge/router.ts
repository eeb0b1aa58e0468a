/** Which operation answers a path under /api/; any other path is a 404 envelope. */
import { errorAnswer, type Answer } from './answer.js';
import { handleDetail } from './handlers/detail.js';
import { handleCategories, handleInfo } from './handlers/info.js';
import { handleList } from './handlers/list.js';
import { handleRandom } from './handlers/random.js';
import { handleSearch } from './handlers/search.js';
import type { ApiRequest } from './request.js';

const ROUTES: Record<string, (request: ApiRequest) => Promise<Answer>> = {
  '/api/v1': handleInfo,
  '/api/v1/functions': handleList,
  '/api/v1/function': (request) => handleDetail(request, request.url.searchParams.get('slug')),
  '/api/v1/categories': handleCategories,
  '/api/v1/search': handleSearch,
  '/api/v1/random': handleRandom,
};

const DETAIL_PREFIX = '/api/v1/function/';

export async function route(request: ApiRequest): Promise<Answer> {
  const path = request.url.pathname.replace(/\/+$/, '');
  const handler = ROUTES[path];
  if (handler) return handler(request);
  if (path.startsWith(DETAIL_PREFIX) && !path.slice(DETAIL_PREFIX.length).includes('/')) {
    return handleDetail(request, decodeSegment(path.slice(DETAIL_PREFIX.length)));
  }
  return errorAnswer(404, 'no operation at this path; the operations are listed at /api/v1');
}

/** A percent-encoded path segment, or a value the slug check rejects when the encoding is broken. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '%';
  }
}
