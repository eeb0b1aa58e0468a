/**
 * The "translate a formula" box of the home pages: the same module the edge answers
 * /api/v1/translate with, run in the browser on the same function names, which arrive as a
 * script so the box also works from a copy opened from disk.
 */
import { FunctionNames, type NameRow } from '../../../shared/formula/names.js';
import { translationAnswer } from '../../../shared/formula/translation-answer.js';
import { isLocale, type Locale } from '../../../shared/locales.js';

declare global {
  interface Window {
    SFR_FORMULA_NAMES?: NameRow[];
  }
}

let names: Promise<FunctionNames> | null = null;

function loadNames(root: string): Promise<FunctionNames> {
  names ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${root}assets/formula-names.js`;
    script.onload = () => (window.SFR_FORMULA_NAMES ? resolve(new FunctionNames(window.SFR_FORMULA_NAMES)) : reject(new Error('no names')));
    script.onerror = () => reject(new Error('the function names did not load'));
    document.head.appendChild(script);
  });
  return names;
}

export function attachTranslateBox(form: HTMLFormElement): void {
  const root = form.dataset.root ?? '';
  const lang = form.dataset.lang ?? 'fa';
  const input = form.querySelector('textarea') as HTMLTextAreaElement;
  const from = form.querySelector('select[name="from"]') as HTMLSelectElement;
  const to = form.querySelector('select[name="to"]') as HTMLSelectElement;
  const output = form.querySelector('output') as HTMLOutputElement;
  const note = form.querySelector('.translate-note') as HTMLElement;
  const languageName = (code: string) => from.querySelector<HTMLOptionElement>(`option[value="${code}"]`)?.textContent ?? code;
  form.querySelector('.needs-script')?.remove();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void loadNames(root).then((registry) => {
      const formula = input.value.trim();
      if (!formula || !isLocale(to.value)) return;
      const answer = translationAnswer(
        { lang: isLocale(lang) ? lang : 'fa', formula, to: to.value, from: isLocale(from.value) ? (from.value as Locale) : null },
        registry,
      );
      if (!answer.ok) {
        output.textContent = '';
        note.textContent = (form.dataset.unreadable ?? '').replace('{position}', String(answer.error.kind === 'formulaUnreadable' ? answer.error.position : 0));
        return;
      }
      output.textContent = answer.value.data.formula;
      const parts = [(form.dataset.detected ?? '').replace('{language}', languageName(answer.value.data.from))];
      if (answer.value.data.unknown.length > 0) parts.push(`${form.dataset.unknown ?? ''} ${answer.value.data.unknown.map((u) => u.name).join(', ')}`);
      note.textContent = parts.join(' ');
    });
  });
}
