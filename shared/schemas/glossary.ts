/** JSON Schema of a locale's glossary (content/glossary/<lang>.yaml): one term per concept, and what the check refuses. */
export const glossarySchema = {
  $id: 'https://spreadsheet-functions.dev/schema/glossary-source.json',
  title: "A locale's glossary (content source)",
  type: 'object',
  additionalProperties: false,
  required: ['compatibilityTag', 'terms'],
  properties: {
    compatibilityTag: {
      type: 'string',
      minLength: 3,
      description: "The tag every Compatibility function's title ends with, as Microsoft labels the category.",
    },
    terms: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['concept', 'term'],
        properties: {
          concept: { type: 'string', minLength: 1 },
          term: { type: 'string', minLength: 1 },
          note: { type: 'string' },
          avoid: {
            type: 'array',
            items: { type: 'string', minLength: 1 },
            description: 'Regular expressions (Unicode) the check refuses in prose outside code spans.',
          },
          except: { type: 'array', items: { type: 'string' }, description: 'Slugs where an avoided word is right.' },
          typed: {
            type: 'array',
            items: { type: 'string', minLength: 2, pattern: '^\\S+$' },
            description: 'Single words readers type for this concept (سلول for خانه); search reads them as the term.',
          },
        },
      },
    },
  },
} as const;
