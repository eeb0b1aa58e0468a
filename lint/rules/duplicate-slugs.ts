import type { CatalogueRule } from './rule.js';

/** A slug is defined by one file only. */
export const duplicateSlugsRule: CatalogueRule = {
  id: 'duplicate-slugs',
  check({ functions }) {
    const firstFile = new Map<string, string>();
    return functions.flatMap((fn) => {
      const other = firstFile.get(fn.slug);
      if (!other) return (firstFile.set(fn.slug, fn.file), []);
      return [
        { file: fn.file, path: 'name', message: `${fn.source.name} is already defined in ${other}; a function has one file`, severity: 'error' as const },
      ];
    });
  },
};
