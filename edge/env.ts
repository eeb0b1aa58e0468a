/** The bindings the Pages Function receives (wrangler.toml, the Pages project settings). */
export interface Env {
  /** The static files of dist/. */
  ASSETS: Fetcher;
  /** Requests per rolling minute per client IP; default 60. */
  RATE_LIMIT?: string;
}
