/** Walks every localized text of a function source, with its path (`args[2].desc`). */
import type { FunctionSource, LocalizedText } from '../../shared/types.js';

/** A text of the reader's own setting, written only in the locales it concerns. */
export type LocalText = Partial<LocalizedText>;

/** The texts every locale has; `localTipTexts` walks the ones only some locales have. */
export function* sharedTexts(source: FunctionSource): Generator<[string, LocalizedText]> {
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

export function* localTipTexts(source: FunctionSource): Generator<[string, LocalText]> {
  for (const [i, tip] of (source.localTips ?? []).entries()) yield [`localTips[${i}]`, tip];
}

/** Every text of a function, shared or local. */
export function* localizedTexts(source: FunctionSource): Generator<[string, LocalText]> {
  yield* sharedTexts(source);
  yield* localTipTexts(source);
}
