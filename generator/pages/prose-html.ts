/** A text as the API serves it, as HTML: each code span a `<code dir="ltr">`, with no isolate characters inside, so copying gives a clean formula. */
import { partsOfServedText } from '../../shared/text/code-spans.js';
import { html, type Html } from './html.js';

export function proseHtml(text: string): Html {
  return html`${partsOfServedText(text).map((part) => (part.code ? html`<code dir="ltr">${part.text}</code>` : part.text))}`;
}
