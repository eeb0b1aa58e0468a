/** `npm run schemas`: rewrites content/schema/*.json from shared/schemas (a test keeps them in sync). */
import { writeFile } from 'node:fs/promises';
import { EDITOR_SCHEMAS, editorSchemaText } from '../generator/editor-schemas.js';

for (const [path, schema] of Object.entries(EDITOR_SCHEMAS)) {
  await writeFile(path, editorSchemaText(schema));
  console.log(`wrote ${path}`);
}
