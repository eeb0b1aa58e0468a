import { problemAt, type FunctionRule } from './rule.js';

/**
 * Related slugs never name the function itself. One that names a function not written yet is
 * only a warning: it stays in the source and is left out of the API until that function exists.
 */
export const relatedRule: FunctionRule = {
  id: 'related',
  check(fn, { slugs }) {
    return fn.source.related.flatMap((slug, i) => {
      if (slug === fn.slug) return [problemAt(fn, `related[${i}]`, 'a function is never related to itself')];
      if (!slugs.has(slug)) return [problemAt(fn, `related[${i}]`, `${slug} is not written yet; it is left out of the API until it is`, 'warning')];
      return [];
    });
  },
};
