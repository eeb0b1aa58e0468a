/** The response envelope (docs/api.md, "Envelope and errors"), serialized the same way everywhere. */
import type { Locale } from './locales.js';
import type { PageMeta } from './paginate.js';
import type { ErrorBody, ListMeta } from './types.js';

export interface SuccessBody<D, M> {
  success: true;
  data: D;
  meta: M;
}

export function success<D, M extends { lang: Locale }>(data: D, meta: M): SuccessBody<D, M> {
  return { success: true, data, meta };
}

export function failure(error: string, meta?: { suggestions: string[] }): ErrorBody {
  return meta ? { success: false, data: null, error, meta } : { success: false, data: null, error };
}

export function listMeta(meta: PageMeta, lang: Locale): ListMeta {
  return { total: meta.total, page: meta.page, per_page: meta.per_page, pages: meta.pages, lang };
}

export function toJson(body: unknown): string {
  return JSON.stringify(body);
}
