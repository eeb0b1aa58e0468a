/**
 * HTML from auto-escaping templates (Hono's `html` helper): every interpolated value is escaped
 * unless it is itself a template's result, so no page builds markup by hand-escaping strings.
 */
import { html as honoHtml, type raw } from 'hono/html';

export type Html = ReturnType<typeof raw>;
export { raw } from 'hono/html';

/** A fragment of HTML; values are escaped, arrays joined, null, undefined and false left out. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const fragment = honoHtml(strings, ...values);
  if (fragment instanceof Promise) throw new Error('page templates are synchronous');
  return fragment;
}

/** The fragment as the text of a file. */
export function render(fragment: Html): string {
  return fragment.toString();
}
