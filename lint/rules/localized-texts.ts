/** Walks every localized text of a function source, with its path (`args[2].desc`). */
import type { FunctionSource, LocalizedText } from '../../shared/types.js';

export function* localizedTexts(source: FunctionSource): Generator<[string, LocalizedText]> {
  yield ['title', source.title];
  yield ['description', source.description];
  yield ['output', source.output];
  for (const [i, arg] of source.args.entries()) yield [`args[${i}].desc`, arg.desc];
  for (const [i, example] of source.examples.entries()) yield [`examples[${i}].title`, example.title];
  for (const [i, tip] of source.tips.entries()) yield [`tips[${i}]`, tip];
  for (const [i, error] of source.errors.entries()) {
    yield [`errors[${i}].desc`, error.desc];
    yield [`errors[${i}].fix`, error.fix];
  }
}
