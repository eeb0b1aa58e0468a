/** The RFC 8288 Link header of a paginated answer: first, prev, next, last where they exist. */
export function linkHeader(url: URL, page: number, pages: number): string | null {
  if (pages < 1) return null;
  const at = (n: number) => {
    const target = new URL(url);
    target.searchParams.set('page', String(n));
    return `<${target.toString()}>`;
  };
  const links = [`${at(1)}; rel="first"`];
  if (page > 1) links.push(`${at(Math.min(page - 1, pages))}; rel="prev"`);
  if (page < pages) links.push(`${at(page + 1)}; rel="next"`);
  links.push(`${at(pages)}; rel="last"`);
  return links.join(', ');
}
