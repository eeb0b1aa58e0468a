/** The one script the pages load: the search box, copy buttons and the formula translator, each only where the page has one. */
import { attachCopyButtons } from './copy-buttons.js';
import { attachSearchBox } from './search-box.js';
import { attachTranslateBox } from './translate-box.js';

document.querySelectorAll<HTMLFormElement>('form.search').forEach(attachSearchBox);
document.querySelectorAll<HTMLFormElement>('form.translate').forEach(attachTranslateBox);
attachCopyButtons(document);
