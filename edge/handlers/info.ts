import { layout } from '../../shared/layout.js';
import type { Locale } from '../../shared/locales.js';
import { parseLang } from '../../shared/params.js';
import { errorAnswer, fileAnswer, type Answer } from '../answer.js';
import { readAsset } from '../assets.js';
import type { ApiRequest } from '../request.js';

/** GET /api/v1 and GET /api/v1/categories: a prebuilt file per locale. */
function perLocaleFile(path: (lang: Locale) => string) {
  return async (request: ApiRequest): Promise<Answer> => {
    const lang = parseLang(request.url.searchParams);
    if (!lang.ok) return errorAnswer(request, 400, lang.error);
    const body = await readAsset(request.env, path(lang.value));
    if (body === null) throw new Error(`missing ${path(lang.value)}`);
    return fileAnswer(body);
  };
}

export const handleInfo = perLocaleFile(layout.info);
export const handleCategories = perLocaleFile(layout.categories);
