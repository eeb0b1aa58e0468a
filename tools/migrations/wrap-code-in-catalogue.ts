/**
 * Runs the code-span migration over content/ (once): `node --import tsx tools/migrations/wrap-code-in-catalogue.ts [content]`.
 */
import { resolve } from 'node:path';
import { functionNamesOf } from '../../lint/function-names.js';
import { catalogueForMigration, rewriteCatalogue } from './rewrite-texts.js';
import { wrapCodeInProse, type Knowledge } from './wrap-code.js';

const contentDir = resolve(process.argv[2] ?? 'content');
const catalogue = await catalogueForMigration(contentDir);
const knowledge: Knowledge = {
  names: functionNamesOf(catalogue),
  argumentNames: new Set(catalogue.functions.flatMap((f) => f.source.args.map((a) => a.name).filter((n) => n.includes('_')))),
};
const result = rewriteCatalogue(
  contentDir,
  catalogue,
  () =>
    (value, { locale }) =>
      wrapCodeInProse(value, locale, knowledge),
);
console.log(`wrap-code: ${result.texts} texts in ${result.files} files now hold code spans`);
