import { problemAt, type FunctionRule } from './rule.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every example is a formula that calls the function and states its result. */
export const examplesRule: FunctionRule = {
  id: 'examples',
  check(fn) {
    const call = new RegExp(`(^|[^A-Z0-9._])${escapeRegExp(fn.source.name)}\\(`, 'i');
    return fn.source.examples.flatMap((example, i) => {
      const problems = [];
      if (!example.code.startsWith('=')) problems.push(problemAt(fn, `examples[${i}].code`, 'a formula starts with ='));
      else if (!call.test(example.code)) problems.push(problemAt(fn, `examples[${i}].code`, `the example does not call ${fn.source.name}(`));
      if (example.result.trim() === '') problems.push(problemAt(fn, `examples[${i}].result`, 'state what the formula returns'));
      return problems;
    });
  },
};
