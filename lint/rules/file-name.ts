import { basename } from 'node:path';
import { slugOf } from '../../shared/slug.js';
import { problemAt, type FunctionRule } from './rule.js';

/** The file is named after the slug, and the slug is the name in lower case (`_` as `-`). */
export const fileNameRule: FunctionRule = {
  id: 'file-name',
  check(fn) {
    const expected = `${slugOf(fn.source.name)}.yaml`;
    const actual = basename(fn.file);
    return actual === expected ? [] : [problemAt(fn, 'name', `the name ${fn.source.name} needs the file name ${expected}, not ${actual}`)];
  },
};
