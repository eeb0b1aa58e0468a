/**
 * The OpenAPI 3.0.3 document, generated from the operations table, the parameter rules and the
 * response schemas. Its examples are real: answers the generator wrote, the sentences the edge
 * sends, and the ETag the edge computes for the example body.
 */
import type { OpenAPIV3 } from 'openapi-types';
import type { ApiError } from '../shared/api/errors.js';
import { messageFor } from '../shared/api/messages.js';
import { OPERATIONS, type Operation } from '../shared/api/operations.js';
import { parameterSpecs, type ParameterName } from '../shared/api/parameters.js';
import { failure, toJson } from '../shared/envelope.js';
import { etagOf } from '../shared/etag.js';
import { componentSchemas, type ComponentName } from '../shared/schemas/components.js';

/** Real answers, by the response schema they show. */
export type OpenApiExamples = { [K in Operation['response']]: unknown } & { notFoundSuggestions: string[] };

const API_TITLE = 'Spreadsheet Function Reference API';
const RATE_LIMIT = 60;

const ref = (group: string, name: string) => ({ $ref: `#/components/${group}/${name}` });
const schemaRef = (name: ComponentName) => ref('schemas', name);
const errorExample = (error: ApiError, suggestions?: string[]) => failure(messageFor(error, 'en'), suggestions ? { suggestions } : undefined);
const header = (description: string, schema: OpenAPIV3.SchemaObject): OpenAPIV3.HeaderObject => ({ description, schema });
const json = (schema: ComponentName, example?: unknown): Record<string, OpenAPIV3.MediaTypeObject> => ({
  'application/json': { schema: schemaRef(schema), ...(example === undefined ? {} : { example }) },
});

const RATE_HEADERS = {
  'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'),
  'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining'),
  'X-RateLimit-Window': ref('headers', 'X-RateLimit-Window'),
};

function responsesOf(operation: Operation, examples: OpenApiExamples): OpenAPIV3.ResponsesObject {
  const catalogue = operation.caching === 'catalogue';
  const successHeaders: Record<string, OpenAPIV3.ReferenceObject | OpenAPIV3.HeaderObject> = {
    ...RATE_HEADERS,
    'Cache-Control': catalogue ? ref('headers', 'Cache-Control') : header('Always no-store.', { type: 'string', enum: ['no-store'] }),
    ...(catalogue ? { ETag: ref('headers', 'ETag') } : {}),
    ...(operation.paginated ? { Link: ref('headers', 'Link') } : {}),
  };
  const responses: OpenAPIV3.ResponsesObject = {
    '200': { description: operation.summary, headers: successHeaders, content: json(operation.response, examples[operation.response]) },
  };
  if (catalogue)
    responses['304'] = {
      description: 'Not modified: the If-None-Match tag equals the current ETag.',
      headers: { ...RATE_HEADERS, ETag: ref('headers', 'ETag') },
    };
  responses['400'] = {
    description: 'A parameter is not valid; the error names it and what is allowed.',
    headers: RATE_HEADERS,
    content: json('ErrorResponse', errorExample(operation.badRequest)),
  };
  if (operation.notFound) {
    const suggestions = operation.notFound.example.kind === 'functionNotFound' ? examples.notFoundSuggestions : undefined;
    responses['404'] = {
      description: operation.notFound.description,
      headers: RATE_HEADERS,
      content: json('ErrorResponse', errorExample(operation.notFound.example, suggestions)),
    };
  }
  responses['405'] = ref('responses', 'MethodNotAllowed');
  responses['429'] = ref('responses', 'TooManyRequests');
  responses['500'] = ref('responses', 'InternalError');
  return responses;
}

export async function buildOpenApi(base: string, categorySlugs: readonly string[], examples: OpenApiExamples): Promise<OpenAPIV3.Document> {
  const specs = parameterSpecs(categorySlugs);
  const used = [...new Set(OPERATIONS.flatMap((o) => o.parameters))];
  const detailExample = examples.FunctionResponse;
  const paths: OpenAPIV3.PathsObject = {};
  for (const operation of OPERATIONS) {
    paths[operation.path] = {
      get: {
        operationId: operation.id,
        tags: ['catalogue'],
        summary: operation.summary,
        description: operation.description,
        parameters: operation.parameters.map((name) => ref('parameters', name)),
        responses: responsesOf(operation, examples),
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: API_TITLE,
      version: '1.0.0',
      description: `A read-only, public JSON API over a catalogue of spreadsheet functions (Excel, Google Sheets, LibreOffice) with text in seven locales: fa (Persian, the default and fallback), en, de, fr, tr, az, ar. No key is needed; every origin may call it; each client IP may make ${RATE_LIMIT} requests a minute. Error sentences follow lang.`,
    },
    servers: [{ url: base }],
    // No key, token or credential is needed or accepted.
    security: [],
    tags: [{ name: 'catalogue', description: 'The function catalogue' }],
    paths,
    components: {
      schemas: componentSchemas() as Record<string, OpenAPIV3.SchemaObject>,
      parameters: Object.fromEntries(used.map((name: ParameterName) => [name, specs[name] as OpenAPIV3.ParameterObject])),
      headers: {
        'X-RateLimit-Limit': header('Requests allowed per window for this client IP.', { type: 'integer', example: RATE_LIMIT }),
        'X-RateLimit-Remaining': header('Requests left in the current window.', { type: 'integer', minimum: 0, example: RATE_LIMIT - 1 }),
        'X-RateLimit-Window': header('The window, in seconds.', { type: 'integer', example: 60 }),
        'Retry-After': header('Seconds until a request will be accepted again.', { type: 'integer', minimum: 1, example: 12 }),
        ETag: header('A strong tag of the body; send it in If-None-Match to get 304.', { type: 'string', example: await etagOf(toJson(detailExample)) }),
        'Cache-Control': header('public, max-age=300 for catalogue answers.', { type: 'string', example: 'public, max-age=300' }),
        Link: header('RFC 8288 links to the first, prev, next and last pages, where they exist.', {
          type: 'string',
          example: `<${base}/api/v1/functions?page=2>; rel="next"`,
        }),
        Allow: header('The methods this API answers.', { type: 'string', example: 'GET, HEAD, OPTIONS' }),
      },
      responses: {
        MethodNotAllowed: {
          description: 'Only GET, HEAD and OPTIONS are answered.',
          headers: { ...RATE_HEADERS, Allow: ref('headers', 'Allow') },
          content: json('ErrorResponse', errorExample({ kind: 'method' })),
        },
        TooManyRequests: {
          description: 'This client IP made more than the allowed requests in the rolling minute.',
          headers: { ...RATE_HEADERS, 'Retry-After': ref('headers', 'Retry-After') },
          content: json('ErrorResponse', errorExample({ kind: 'rateLimited', limit: RATE_LIMIT, retryAfter: 12 })),
        },
        InternalError: { description: 'An unexpected fault (a bug).', content: json('ErrorResponse', failure('internal error')) },
      },
    },
  };
}
