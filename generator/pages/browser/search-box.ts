/**
 * The search box of the pages, run in the browser on the same prebuilt index and the same
 * normalization as the edge (bundled from shared/search by the build). The index of a locale
 * arrives as a script, so it works from a static host and from a copy opened from disk.
 */
import { loadWholeSearchIndex, type SearchCore, type SearchIndex, type SearchShard } from '../../../shared/search/search-index.js';

interface SearchData {
  core: SearchCore;
  shards: Record<string, SearchShard>;
  titles: Record<string, string>;
}

declare global {
  interface Window {
    SFR_SEARCH?: Record<string, SearchData>;
  }
}

const MAX_RESULTS = 10;
const loaded = new Map<string, Promise<{ index: SearchIndex; titles: Record<string, string> }>>();

function load(root: string, lang: string) {
  let pending = loaded.get(lang);
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${root}assets/search-${lang}.js`;
      script.onload = () => {
        const data = window.SFR_SEARCH?.[lang];
        if (data) resolve({ index: loadWholeSearchIndex(data), titles: data.titles });
        else reject(new Error('no search data'));
      };
      script.onerror = () => reject(new Error('search data did not load'));
      document.head.appendChild(script);
    });
    loaded.set(lang, pending);
  }
  return pending;
}

/**
 * A combobox (WAI-ARIA): typing lists matches in a listbox; arrow keys move through them; Enter
 * opens the chosen one, or the first; Escape closes the list.
 */
export function attachSearchBox(form: HTMLFormElement): void {
  // The 404 page answers any address: it searches in the language the address starts with.
  const first = window.location.pathname.split('/').find((segment) => segment !== '') ?? '';
  const lang = form.dataset.lang === 'auto' ? (['fa', 'en', 'de', 'fr', 'tr', 'az', 'ar'].includes(first) ? first : 'fa') : (form.dataset.lang ?? 'fa');
  const root = form.dataset.root ?? '';
  const input = form.querySelector('input[type="search"]') as HTMLInputElement;
  const list = form.querySelector('.results') as HTMLOListElement;
  const status = form.querySelector('.search-status') as HTMLElement;
  let timer: number | undefined;
  let active = -1;
  const options = () => [...list.querySelectorAll<HTMLLIElement>('li[role="option"]')];
  const setActive = (index: number) => {
    const all = options();
    active = all.length === 0 ? -1 : (index + all.length) % all.length;
    all.forEach((option, i) => option.setAttribute('aria-selected', String(i === active)));
    if (active >= 0) input.setAttribute('aria-activedescendant', all[active]!.id);
    else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    list.replaceChildren();
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const run = async () => {
    const query = input.value.trim();
    if (!query) return close();
    const { index, titles } = await load(root, lang);
    const slugs = index.search(query).slice(0, MAX_RESULTS);
    list.replaceChildren(
      ...slugs.map((slug, i) => {
        const item = document.createElement('li');
        item.setAttribute('role', 'option');
        item.id = `search-option-${i}`;
        const link = document.createElement('a');
        link.href = `${root}${lang}/function/${slug}/index.html`;
        link.tabIndex = -1;
        link.textContent = titles[slug] ?? slug;
        item.append(link);
        return item;
      }),
    );
    input.setAttribute('aria-expanded', String(slugs.length > 0));
    status.textContent = slugs.length === 0 ? (status.dataset.empty ?? '') : (status.dataset.count ?? '').replace('{n}', String(slugs.length));
    setActive(-1);
  };
  const open = (index: number) => {
    const link = options()[index]?.querySelector('a');
    if (link) window.location.href = link.href;
  };
  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void run(), 120);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options().length === 0) void run().then(() => setActive(0));
      else setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') close();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    const chosen = active;
    void (chosen >= 0 ? Promise.resolve() : run()).then(() => open(Math.max(0, chosen)));
  });
}
