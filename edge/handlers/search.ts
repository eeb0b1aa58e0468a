import { parseSearchQuery } from '../../shared/params.js';
import { searchBody } from '../../shared/responses.js';
import type { FunctionBrief } from '../../shared/types.js';
import { errorAnswer, type Answer } from '../answer.js';
import { loadBriefsBySlug, loadIndex, loadSearch } from '../assets.js';
import type { ApiRequest } from '../request.js';
import { listAnswer } from './list.js';

/** GET /api/v1/search: FunctionBriefs, most relevant first. */
export async function handleSearch(request: ApiRequest): Promise<Answer> {
  const index = await loadIndex(request.env, 'index');
  const parsed = parseSearchQuery(request.url.searchParams, index.categories);
  if (!parsed.ok) return errorAnswer(request, 400, parsed.error);
  const { lang, q, category, page, perPage } = parsed.value;
  const [search, bySlug] = await Promise.all([loadSearch(request.env, lang), loadBriefsBySlug(request.env, lang)]);
  const ranked = search
    .search(q)
    .map((slug) => bySlug.get(slug))
    .filter((b): b is FunctionBrief => b !== undefined && (category === null || b.category === category));
  return listAnswer(request.url, searchBody(ranked, page, perPage, lang, q));
}
