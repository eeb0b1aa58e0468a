/** Cloudflare Pages Function for every path under /api/ (see _routes.json); the API lives in edge/. */
import { handleApiRequest } from '../../edge/app.js';
import type { Env } from '../../edge/env.js';

export const onRequest = (context: { request: Request; env: Env }): Promise<Response> =>
  handleApiRequest(context.request, context.env);
