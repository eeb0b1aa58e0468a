/** The API at the edge: the middleware, in the order they wrap the router, in one visible place. */
import { warmUpSearch } from '../shared/search/warm-up.js';
import type { Env } from './env.js';
import { catchFaults } from './middleware/catch-faults.js';
import { commonHeaders } from './middleware/common-headers.js';
import { conditional } from './middleware/conditional.js';
import { methods } from './middleware/methods.js';
import { rateLimit } from './middleware/rate-limit.js';
import { compose } from './middleware/types.js';
import { toApiRequest } from './request.js';
import { route } from './router.js';

const handle = compose([commonHeaders, rateLimit, catchFaults, methods, conditional], route);

// When the worker starts, not in a request: the first search then runs compiled code (docs/api.md, "Search").
warmUpSearch();

export async function handleApiRequest(request: Request, env: Env): Promise<Response> {
  const answer = await handle(toApiRequest(request, env));
  const withoutBody = request.method.toUpperCase() === 'HEAD' || answer.status === 204 || answer.status === 304;
  return new Response(withoutBody ? null : answer.body, { status: answer.status, headers: answer.headers });
}
