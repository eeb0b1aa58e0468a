/** One page of an ordered list, with the list's true meta (a page past the last is empty). */
export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

export function paginate<T>(items: readonly T[], page: number, perPage: number): { items: T[]; meta: PageMeta } {
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    meta: { total: items.length, page, per_page: perPage, pages: pageCount(items.length, perPage) },
  };
}
