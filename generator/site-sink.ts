/** Where the generator puts each file of dist/ as soon as it is made: a staged tree on disk, or a map in memory. */
export interface SiteSink {
  put(path: string, content: string): void;
}

/** Collects the files in memory (tests, and the dev server's comparison with the last build). */
export class SiteMap extends Map<string, string> implements SiteSink {
  put(path: string, content: string): void {
    this.set(path, content);
  }
}
