/** The content schemas as JSON files, for editors (`# yaml-language-server: $schema=…`). */
import { categoriesSourceSchema, functionSourceSchema } from '../shared/schemas/content.js';
import { glossarySchema } from '../shared/schemas/glossary.js';

export const EDITOR_SCHEMAS: Record<string, object> = {
  'content/schema/function.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', ...functionSourceSchema },
  'content/schema/categories.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', ...categoriesSourceSchema },
  'content/schema/glossary.schema.json': { $schema: 'http://json-schema.org/draft-07/schema#', ...glossarySchema },
};

export function editorSchemaText(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
