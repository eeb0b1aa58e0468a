/** Small readings of a formula's text, outside its string literals. */

/** Applies `change` to the parts of a formula that are not inside "string literals". */
export function outsideStrings(formula: string, change: (code: string) => string): string {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) => (i % 2 === 1 ? part : change(part)))
    .join('');
}

/** Every function the formula calls, in upper case. */
export function calledFunctions(formula: string): string[] {
  const names = new Set<string>();
  outsideStrings(formula, (code) => {
    for (const match of code.matchAll(/([A-Za-z_][A-Za-z0-9_.]*)\s*\(/g)) names.add(match[1]!.toUpperCase());
    return code;
  });
  return [...names];
}

/** HyperFormula reads the constants TRUE and FALSE only as the functions TRUE() and FALSE(). */
export function withLogicalFunctions(formula: string): string {
  return outsideStrings(formula, (code) => code.replace(/(?<![A-Za-z0-9_.])(TRUE|FALSE)\b(?!\s*\()/gi, (m) => `${m.toUpperCase()}()`));
}
