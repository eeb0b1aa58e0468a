/** Types derived from the JSON Schemas; never written by hand. */
import type { FromSchema } from 'json-schema-to-ts';
import type { categoriesSourceSchema, functionSourceSchema, localizedTextSchema } from './schemas/content.js';
import type { glossarySchema } from './schemas/glossary.js';
import type * as api from './schemas/api.js';

export type LocalizedText = FromSchema<typeof localizedTextSchema>;
export type FunctionSource = FromSchema<typeof functionSourceSchema>;
export type GlossarySource = FromSchema<typeof glossarySchema>;
export type CategorySource = FromSchema<typeof categoriesSourceSchema>[number];

export type FunctionBrief = FromSchema<typeof api.functionBriefSchema>;
export type FunctionDetail = FromSchema<typeof api.functionSchema>;
export type Category = FromSchema<typeof api.categorySchema>;
export type Info = FromSchema<typeof api.infoSchema>;
export type ListMeta = FromSchema<typeof api.listMetaSchema>;
export type SearchMeta = FromSchema<typeof api.searchMetaSchema>;
export type Translation = FromSchema<typeof api.translationSchema>;
export type TranslateMeta = FromSchema<typeof api.translateMetaSchema>;
export type ErrorBody = FromSchema<typeof api.errorResponseSchema>;
