import { translationAnswer } from '../../shared/formula/translation-answer.js';
import { parseTranslateQuery } from '../../shared/params.js';
import { errorAnswer, jsonAnswer, type Answer } from '../answer.js';
import { loadFormulaNames } from '../assets.js';
import type { ApiRequest } from '../request.js';

/** GET /api/v1/translate: a formula in another locale's Excel (docs/api.md, "Translate a formula"). */
export async function handleTranslate(request: ApiRequest): Promise<Answer> {
  const query = parseTranslateQuery(request.url.searchParams);
  if (!query.ok) return errorAnswer(request, 400, query.error);
  const answer = translationAnswer(query.value, await loadFormulaNames(request.env, 'names'));
  return answer.ok ? jsonAnswer(200, answer.value) : errorAnswer(request, 400, answer.error);
}
