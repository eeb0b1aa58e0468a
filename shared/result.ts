/** A value, or what is wrong instead. */
import type { ApiError } from './api/errors.js';

export type Result<T, E = ApiError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E = ApiError>(error: E): Result<never, E> => ({ ok: false, error });
