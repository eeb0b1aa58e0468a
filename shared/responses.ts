/**
 * The bodies of list-shaped answers. The build writes every default-size page with these, and
 * the edge builds any other page with the same code, so a file and a computed answer are equal.
 */
import { listMeta, success, type SuccessBody } from './envelope.js';
import type { Locale } from './locales.js';
import { paginate, type PageMeta } from './paginate.js';
import type { FunctionBrief } from './types.js';

export type ListBody = SuccessBody<FunctionBrief[], PageMeta & { lang: Locale }>;
export type SearchBody = SuccessBody<FunctionBrief[], PageMeta & { lang: Locale; q: string }>;

export function listBody(ordered: readonly FunctionBrief[], page: number, perPage: number, lang: Locale): ListBody {
  const { items, meta } = paginate(ordered, page, perPage);
  return success(items, listMeta(meta, lang));
}

export function searchBody(ranked: readonly FunctionBrief[], page: number, perPage: number, lang: Locale, q: string): SearchBody {
  const { items, meta } = paginate(ranked, page, perPage);
  return success(items, { ...listMeta(meta, lang), q });
}
