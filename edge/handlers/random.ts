import { ALL, layout } from '../../shared/layout.js';
import { parseRandomQuery } from '../../shared/params.js';
import { errorAnswer, fileAnswer, type Answer } from '../answer.js';
import { loadIndex, readAsset } from '../assets.js';
import type { ApiRequest } from '../request.js';

/** GET /api/v1/random: one function in full, never cached. */
export async function handleRandom(request: ApiRequest): Promise<Answer> {
  const index = await loadIndex(request.env, 'index');
  const parsed = parseRandomQuery(request.url.searchParams, index.categories);
  if (!parsed.ok) return errorAnswer(request, 400, parsed.error);
  const { lang, category } = parsed.value;
  const positions = index.orders[category ?? ALL]!.alpha;
  if (positions.length === 0) return errorAnswer(request, 404, { kind: 'categoryEmpty', category: category ?? '' });
  const slug = index.slugs[positions[Math.floor(Math.random() * positions.length)]!]!;
  const body = await readAsset(request.env, layout.detail(slug, lang));
  if (body === null) throw new Error(`missing detail of ${slug}`);
  return fileAnswer(body);
}
