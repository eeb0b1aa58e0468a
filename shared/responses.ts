/**
 * The bodies of list-shaped answers. The generator writes every default-size page with these, and
 * the edge builds any other page with the same code, so a file and a computed answer are equal.
 */
import { listMeta, success, type SuccessBody } from './envelope.js';
import type { Locale } from './locales.js';
import { paginate, type PageMeta } from './paginate.js';
import type { FunctionBrief, ListMeta, SearchMeta } from './types.js';

export type ListBody = SuccessBody<FunctionBrief[], ListMeta>;
export type SearchBody = SuccessBody<FunctionBrief[], SearchMeta>;

/** One page's briefs and the meta of the whole list they come from. */
export interface BriefPage {
  items: FunctionBrief[];
  meta: PageMeta;
}

/** A page of a list; `q` is echoed in meta whenever it was given, even empty. */
export function listPageBody({ items, meta }: BriefPage, lang: Locale, q?: string): ListBody {
  return success(items, q === undefined ? listMeta(meta, lang) : { ...listMeta(meta, lang), q });
}

export function listBody(ordered: readonly FunctionBrief[], page: number, perPage: number, lang: Locale, q?: string): ListBody {
  return listPageBody(paginate(ordered, page, perPage), lang, q);
}

export function searchPageBody({ items, meta }: BriefPage, lang: Locale, q: string): SearchBody {
  return success(items, { ...listMeta(meta, lang), q });
}

export function searchBody(ranked: readonly FunctionBrief[], page: number, perPage: number, lang: Locale, q: string): SearchBody {
  return searchPageBody(paginate(ranked, page, perPage), lang, q);
}
