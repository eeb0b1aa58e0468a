import { problemAt, type FunctionRule } from './rule.js';

export interface SyntaxArg {
  name: string;
  optional: boolean;
}

/**
 * The arguments of a syntax string in order, `...` left out:
 * `IFS(test1, value1, [test2, value2], ...)` gives test1, value1, [test2], [value2].
 * Returns null when the string is not `NAME(arguments)`.
 */
export function parseSyntax(syntax: string): { name: string; args: SyntaxArg[] } | null {
  const match = /^([A-Z][A-Z0-9._]*)\((.*)\)$/.exec(syntax.trim());
  if (!match) return null;
  const args: SyntaxArg[] = [];
  let depth = 0;
  for (const raw of match[2]!.split(',')) {
    let token = raw.trim();
    let optional = depth > 0;
    while (token.startsWith('[')) {
      depth++;
      optional = true;
      token = token.slice(1).trim();
    }
    let closing = 0;
    while (token.endsWith(']')) {
      closing++;
      token = token.slice(0, -1).trim();
    }
    if (token !== '' && token !== '...' && token !== '…') args.push({ name: token, optional });
    depth -= closing;
    if (depth < 0) return null;
  }
  return depth === 0 ? { name: match[1]!, args } : null;
}

/** The syntax names the function, and its arguments are the `args`, in order, optional ones bracketed. */
export const syntaxArgsRule: FunctionRule = {
  id: 'syntax-args',
  check(fn) {
    const { name, syntax, args } = fn.source;
    const parsed = parseSyntax(syntax);
    if (!parsed) return [problemAt(fn, 'syntax', `write the syntax as ${name}(argument1, [optional_argument], ...) with balanced brackets`)];
    if (parsed.name !== name) return [problemAt(fn, 'syntax', `the syntax starts with ${parsed.name} but the name is ${name}`)];
    const inSyntax = parsed.args.map((a) => a.name).join(', ');
    const described = args.map((a) => a.name).join(', ');
    if (inSyntax !== described) {
      return [problemAt(fn, 'args', `the args (${described || 'none'}) are not the arguments of the syntax in order (${inSyntax || 'none'})`)];
    }
    return parsed.args.flatMap((a, i) =>
      a.optional === !args[i]!.required
        ? []
        : [
            problemAt(
              fn,
              `args[${i}].required`,
              a.optional
                ? `${a.name} is bracketed (optional) in the syntax, so required must be false`
                : `${a.name} is not bracketed in the syntax, so required must be true`,
            ),
          ],
    );
  },
};
