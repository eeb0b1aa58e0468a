/** The functions a pasted formula calls (`=SVERWEIS(A1;…` or `=somme (`), in the order written; the query is normalized. */
import { isWordCharacter } from './normalize.js';

const FUTURE_PREFIXES = ['_xlfn.', '_xlws.'];

export function calledNames(normalizedQuery: string): string[] {
  const names: string[] = [];
  let name = '';
  let spaceAfterName = false;
  for (let i = 0; i < normalizedQuery.length; i++) {
    const char = normalizedQuery[i]!;
    if (isWordCharacter(normalizedQuery.charCodeAt(i)) || char === '_' || char === '.') {
      if (spaceAfterName) name = '';
      spaceAfterName = false;
      name += char;
    } else if (char === ' ' && name) spaceAfterName = true;
    else {
      if (char === '(' && name) names.push(name);
      name = '';
      spaceAfterName = false;
    }
  }
  return names.map((n) => {
    const prefix = FUTURE_PREFIXES.find((p) => n.startsWith(p));
    return prefix ? n.slice(prefix.length) : n;
  });
}
