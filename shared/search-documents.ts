/** What search reads about each function, per locale (written by the build, read by the edge). */
export interface SearchDocument {
  slug: string;
  name: string;
  /** Localized interface names that differ from `name`. */
  names: string[];
  /** Title in the requested locale, then English and Persian where they differ. */
  titles: string[];
  descriptions: string[];
  /** What people type for the task: the locale's keywords, then the English and Persian ones. */
  keywords: string[];
}
