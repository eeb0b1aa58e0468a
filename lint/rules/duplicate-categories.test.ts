import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problem.js';
import { modelContext } from '../testing/fixtures.js';
import { duplicateCategoriesRule } from './duplicate-categories.js';

describe('duplicate-categories', () => {
  it('names a category listed twice', () => {
    const category = { slug: 'logical', en: 'Logical', icon: 'git-branch', color: '#0891b2', title: { fa: 'منطقی' } };
    const problems = duplicateCategoriesRule.check({ functions: [], categories: [category, { ...category, slug: 'text' }, category] }, modelContext);
    expect(problems.map(formatProblem)).toEqual(['content/categories.yaml: [2].slug: logical appears twice']);
  });
});
