/** One thing wrong with the content: where it is and a plain sentence saying what. */
export interface Problem {
  file: string;
  /** Path inside the file, e.g. `args[2].desc.de`; empty for the whole file. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export function formatProblem(p: Problem): string {
  const where = p.path ? `${p.file}: ${p.path}` : p.file;
  return `${where}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

/** `/args/2/desc/de` (a JSON pointer) as `args[2].desc.de`. */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}
