import { layout } from '../../shared/layout.js';
import { parseLang, parseSlug } from '../../shared/params.js';
import { errorAnswer, fileAnswer, type Answer } from '../answer.js';
import { closeNames } from '../../shared/search/suggest.js';
import { loadSearchCore, readAsset } from '../assets.js';
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
  // Only close names (a typo or two, or a name the typed slug starts), in any language's Excel: the search core holds them all.
  const search = await loadSearchCore(request.env, lang.value);
  const suggestions = closeNames(search.names, slug.value, MAX_SUGGESTIONS).map((id) => search.slugs[id]!);
  return errorAnswer(request, 404, { kind: 'functionNotFound', slug: slug.value }, { suggestions });
}
