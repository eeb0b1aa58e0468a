/** Which handler answers a request: the operation table decides the paths; any other path under /api/ is a 404. */
import type { OperationId } from '../shared/api/operations.js';
import { errorAnswer, type Answer } from './answer.js';
import { handleDetail } from './handlers/detail.js';
import { handleCategories, handleInfo } from './handlers/info.js';
import { handleList } from './handlers/list.js';
import { handleRandom } from './handlers/random.js';
import { handleSearch } from './handlers/search.js';
import { handleTranslate } from './handlers/translate.js';
import type { ApiRequest } from './request.js';

const HANDLERS: Record<OperationId, (request: ApiRequest, params: Record<string, string>) => Promise<Answer>> = {
  getInfo: handleInfo,
  listFunctions: handleList,
  getFunction: (request, params) => handleDetail(request, params.slug ?? null),
  getFunctionBySlugQuery: (request) => handleDetail(request, request.url.searchParams.get('slug')),
  listCategories: handleCategories,
  searchFunctions: handleSearch,
  randomFunction: handleRandom,
  translateFormula: handleTranslate,
};

export async function route(request: ApiRequest): Promise<Answer> {
  if (!request.match) return errorAnswer(request, 404, { kind: 'noOperation' });
  return HANDLERS[request.match.operation.id](request, request.match.params);
}
