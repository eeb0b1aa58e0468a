import { ALL, layout } from '../../shared/layout.js';
import { linkHeader } from '../../shared/link-header.js';
import { DEFAULT_PER_PAGE, parseListQuery, type ListQuery } from '../../shared/params.js';
import { pageCount } from '../../shared/paginate.js';
import { listBody } from '../../shared/responses.js';
import type { FunctionBrief } from '../../shared/types.js';
import { errorAnswer, fileAnswer, jsonAnswer, type Answer } from '../answer.js';
import { loadBriefs, loadIndex, loadSearch, readAsset } from '../assets.js';
import type { ApiRequest } from '../request.js';

/** GET /api/v1/functions: a prebuilt page where one exists, else sliced from the full ordered list. */
export async function handleList(request: ApiRequest): Promise<Answer> {
  const index = await loadIndex(request.env, 'index');
  const parsed = parseListQuery(request.url.searchParams, index.categories);
  if (!parsed.ok) return errorAnswer(400, parsed.error);
  const query = parsed.value;
  const positions = index.orders[query.category ?? ALL]![query.sort];

  if (query.q === null && query.perPage === DEFAULT_PER_PAGE) {
    const body = await readAsset(request.env, layout.listPage(query.lang, query.category, query.sort, query.page));
    const link = linkHeader(request.url, query.page, pageCount(positions.length, query.perPage));
    if (body !== null) return fileAnswer(body, link ? { Link: link } : {});
  }

  const briefs = await loadBriefs(request.env, query.lang);
  let ordered: FunctionBrief[] = positions.map((i) => briefs[i]!);
  if (query.q !== null) ordered = await filterByQuery(request, query, ordered);
  return listAnswer(request.url, listBody(ordered, query.page, query.perPage, query.lang));
}

/** The list's `q` keeps the list's order; matching is the search's own analysis. */
async function filterByQuery(request: ApiRequest, query: ListQuery, ordered: FunctionBrief[]): Promise<FunctionBrief[]> {
  const search = await loadSearch(request.env, query.lang);
  const matches = new Set(search.search(query.q!));
  return ordered.filter((b) => matches.has(b.slug));
}

export function listAnswer(url: URL, body: { meta: { page: number; pages: number } }): Answer {
  const link = linkHeader(url, body.meta.page, body.meta.pages);
  return jsonAnswer(200, body, link ? { Link: link } : {});
}
