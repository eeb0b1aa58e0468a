import type { Answer } from '../answer.js';
import type { ApiRequest } from '../request.js';

export type Handler = (request: ApiRequest) => Promise<Answer>;
export type Middleware = (request: ApiRequest, next: Handler) => Promise<Answer>;

/** The first middleware runs outermost. */
export function compose(middleware: readonly Middleware[], handler: Handler): Handler {
  return middleware.reduceRight<Handler>((next, layer) => (request) => layer(request, next), handler);
}
