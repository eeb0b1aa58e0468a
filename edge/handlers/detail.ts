import { layout } from '../../shared/layout.js';
import { parseLang, parseSlug } from '../../shared/params.js';
import { errorAnswer, fileAnswer, type Answer } from '../answer.js';
import { loadSearch, readAsset } from '../assets.js';
import type { ApiRequest } from '../request.js';

const MAX_SUGGESTIONS = 5;

/** GET /api/v1/function/{slug} and /api/v1/function?slug=: the prebuilt detail file. */
export async function handleDetail(request: ApiRequest, rawSlug: string | null): Promise<Answer> {
  const slug = parseSlug(rawSlug);
  if (!slug.ok) return errorAnswer(request, 400, slug.error);
  const lang = parseLang(request.url.searchParams);
  if (!lang.ok) return errorAnswer(request, 400, lang.error);
  const body = await readAsset(request.env, layout.detail(slug.value, lang.value));
  if (body !== null) return fileAnswer(body);
  // Suggestions come from the same search as /api/v1/search (names, prefixes, one typo).
  const search = await loadSearch(request.env, lang.value);
  return errorAnswer(request, 404, { kind: 'functionNotFound', slug: slug.value }, { suggestions: search.search(slug.value).slice(0, MAX_SUGGESTIONS) });
}
