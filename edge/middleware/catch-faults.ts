import { internalErrorAnswer } from '../answer.js';
import type { Middleware } from './types.js';

/** Any fault becomes the 500 envelope: no stack trace, path or internal message ever leaves. */
export const catchFaults: Middleware = async (request, next) => {
  try {
    return await next(request);
  } catch (error) {
    console.error('internal error', request.url.pathname, error);
    return internalErrorAnswer();
  }
};
