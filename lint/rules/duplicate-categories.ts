import type { CatalogueRule } from './rule.js';

/** A category slug is listed once in content/categories.yaml. */
export const duplicateCategoriesRule: CatalogueRule = {
  id: 'duplicate-categories',
  check({ categories }, { categoriesFile }) {
    const slugs = categories.map((c) => c.slug);
    return slugs.flatMap((slug, i) =>
      slugs.indexOf(slug) === i ? [] : [{ file: categoriesFile, path: `[${i}].slug`, message: `${slug} appears twice`, severity: 'error' as const }],
    );
  },
};
