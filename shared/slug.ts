/** A function's slug: its English name in lower case, dots kept, `_` written as `-`. */
export function slugOf(name: string): string {
  return name.toLowerCase().replace(/_/g, '-');
}
