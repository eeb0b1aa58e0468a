import { ALL, layout } from '../../shared/layout.js';
import { linkHeader } from '../../shared/link-header.js';
import { DEFAULT_PER_PAGE, parseListQuery } from '../../shared/params.js';
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
  if (!parsed.ok) return errorAnswer(request, 400, parsed.error);
  const { lang, sort, page, perPage, category, q } = parsed.value;
  const positions = index.orders[category ?? ALL]![sort];

  if (q === null && perPage === DEFAULT_PER_PAGE) {
    const body = await readAsset(request.env, layout.listPage(lang, category, sort, page));
    const link = linkHeader(request.url, page, pageCount(positions.length, perPage));
    if (body !== null) return fileAnswer(body, link ? { Link: link } : {});
  }

  const briefs = await loadBriefs(request.env, lang);
  let ordered: FunctionBrief[] = positions.map((i) => briefs[i]!);
  // The list's q keeps the list's order; matching is the search's own analysis. An empty q filters nothing.
  if (q) {
    const matches = new Set((await loadSearch(request.env, lang)).search(q));
    ordered = ordered.filter((b) => matches.has(b.slug));
  }
  return listAnswer(request.url, listBody(ordered, page, perPage, lang, q ?? undefined));
}

export function listAnswer(url: URL, body: { meta: { page: number; pages: number } }): Answer {
  const link = linkHeader(url, body.meta.page, body.meta.pages);
  return jsonAnswer(200, body, link ? { Link: link } : {});
}
