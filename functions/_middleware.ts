/**
 * The Cloudflare Pages Function. `_routes.json` invokes it only for /api/*; it answers every one
 * of those paths itself (the API lives in edge/). A middleware rather than an `api/[[path]]` route
 * because the route's pattern does not match empty segments (`/api//`), which then fell through
 * to the static 404 page: HTML under /api/.
 */
import { handleApiRequest } from '../edge/app.js';
import type { Env } from '../edge/env.js';

export const onRequest: PagesFunction<Env> = (context) => handleApiRequest(context.request, context.env);
