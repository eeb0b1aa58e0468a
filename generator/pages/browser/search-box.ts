/**
 * The search box of the pages, run in the browser on the same prebuilt index and the same
 * normalization as the edge (bundled from shared/search by the build). The index of a locale
 * arrives as a script, so it works from a static host and from a copy opened from disk.
 */
import { importSearchIndex, type ExportedSearchIndex, type SearchIndex } from '../../../shared/search/search-index.js';

interface SearchData {
  index: ExportedSearchIndex;
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
        if (data) resolve({ index: importSearchIndex(data.index), titles: data.titles });
        else reject(new Error('no search data'));
      };
      script.onerror = () => reject(new Error('search data did not load'));
      document.head.appendChild(script);
    });
    loaded.set(lang, pending);
  }
  return pending;
}

export function attachSearchBox(form: HTMLFormElement): void {
  const lang = form.dataset.lang ?? 'fa';
  const root = form.dataset.root ?? '';
  const input = form.querySelector('input[type="search"]') as HTMLInputElement;
  const list = form.querySelector('.results') as HTMLOListElement;
  let timer: number | undefined;
  const run = async () => {
    const query = input.value.trim();
    list.replaceChildren();
    if (!query) return;
    const { index, titles } = await load(root, lang);
    const slugs = index.search(query).slice(0, MAX_RESULTS);
    if (slugs.length === 0) {
      const item = document.createElement('li');
      item.textContent = list.dataset.empty ?? '';
      list.append(item);
      return;
    }
    for (const slug of slugs) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `${root}${lang}/function/${slug}/index.html`;
      link.textContent = titles[slug] ?? slug;
      item.append(link);
      list.append(item);
    }
  };
  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void run(), 120);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run().then(() => (list.querySelector('a') as HTMLAnchorElement | null)?.focus());
  });
}
