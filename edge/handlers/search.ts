import { ALL } from '../../shared/layout.js';
import { paginate } from '../../shared/paginate.js';
import { parseSearchQuery } from '../../shared/params.js';
import { searchPageBody } from '../../shared/responses.js';
import { errorAnswer, type Answer } from '../answer.js';
import { loadBriefs, loadIndex, searchFunctions } from '../assets.js';
import type { ApiRequest } from '../request.js';
import { listAnswer } from './list.js';

/** GET /api/v1/search: FunctionBriefs, most relevant first. */
export async function handleSearch(request: ApiRequest): Promise<Answer> {
  // The catalogue index only checks and applies a category: a plain search does not read it.
  const index = request.url.searchParams.has('category') ? await loadIndex(request.env, 'index') : null;
  const parsed = parseSearchQuery(request.url.searchParams, index?.categories ?? []);
  if (!parsed.ok) return errorAnswer(request, 400, parsed.error);
  const { lang, q, category, page, perPage } = parsed.value;
  let ranked = await searchFunctions(request.env, lang, q);
  if (category !== null && index !== null) {
    const inCategory = new Set(index.orders[category ?? ALL]!.alpha.map((i) => index.slugs[i]!));
    ranked = ranked.filter((slug) => inCategory.has(slug));
  }
  const { items, meta } = paginate(ranked, page, perPage);
  return listAnswer(request.url, searchPageBody({ items: await loadBriefs(request.env, lang, items), meta }, lang, q));
}
