/** One thing wrong with the content: where it is and a plain sentence saying what. */
export interface Problem {
  /** Path relative to the project, e.g. `content/functions/vlookup.yaml`. */
  file: string;
  /** Path inside the file, e.g. `args[2].desc.de`; empty for the whole file. */
  path: string;
  /** 1-based line in the file, where it is known. */
  line?: number;
  message: string;
  severity: 'error' | 'warning';
}

/** `content/functions/vlookup.yaml:42: args[2].desc.de: missing`, the form editors and terminals link. */
export function formatProblem(p: Problem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}`;
  return `${where}: ${p.path ? `${p.path}: ` : ''}${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

export const isError = (p: Problem): boolean => p.severity === 'error';

/** `/args/2/desc/de` (a JSON pointer) as `args[2].desc.de`. */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** `args[2].desc.de` as the keys and indexes it walks: ['args', 2, 'desc', 'de']. */
export function pathSegments(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));
}
