import { ALL, layout } from '../../shared/layout.js';
import { linkHeader } from '../../shared/link-header.js';
import { DEFAULT_PER_PAGE, parseListQuery } from '../../shared/params.js';
import { pageCount, paginate } from '../../shared/paginate.js';
import { listPageBody } from '../../shared/responses.js';
import { errorAnswer, fileAnswer, jsonAnswer, type Answer } from '../answer.js';
import { loadBriefs, loadIndex, readAsset, searchFunctions } from '../assets.js';
import type { ApiRequest } from '../request.js';

/** GET /api/v1/functions: a prebuilt page where one exists, else the page's slice of the ordered slugs, with their briefs. */
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

  let slugs = positions.map((i) => index.slugs[i]!);
  // The list's q keeps the list's order; matching is the search's own analysis. An empty q filters nothing.
  if (q) {
    const matches = new Set(await searchFunctions(request.env, lang, q));
    slugs = slugs.filter((slug) => matches.has(slug));
  }
  const { items, meta } = paginate(slugs, page, perPage);
  return listAnswer(request.url, listPageBody({ items: await loadBriefs(request.env, lang, items), meta }, lang, q ?? undefined));
}

export function listAnswer(url: URL, body: { meta: { page: number; pages: number } }): Answer {
  const link = linkHeader(url, body.meta.page, body.meta.pages);
  return jsonAnswer(200, body, link ? { Link: link } : {});
}
