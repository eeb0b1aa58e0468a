import { problemAt, type FunctionRule } from './rule.js';

export const categoryExistsRule: FunctionRule = {
  id: 'category-exists',
  check(fn, { categories }) {
    return categories.has(fn.source.category)
      ? []
      : [problemAt(fn, 'category', `unknown category ${fn.source.category}; use one of: ${[...categories].join(', ')}`)];
  },
};
