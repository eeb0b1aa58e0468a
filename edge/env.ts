/** The bindings the Pages Function receives. */
export interface Env {
  /** The static files of dist/. */
  ASSETS: { fetch(input: Request | string | URL, init?: RequestInit): Promise<Response> };
  /** Requests per rolling minute per client IP; default 60. */
  RATE_LIMIT?: string;
}
