/**
 * The sentence of every API error, in each locale (docs/api.md, "Errors"). A sentence names the
 * parameter and what is allowed; parameter names, paths and values stay as the client writes them.
 * In fa and ar those are wrapped in directional isolates, so a right-to-left view keeps them whole.
 */
import { LOCALES, type Locale } from '../locales.js';
import type { ApiError } from './errors.js';

type Sentences = { [K in Exclude<ApiError['kind'], 'lang'>]: (error: Extract<ApiError, { kind: K }>, code: (text: string) => string) => string };
type Problem = Extract<ApiError, { kind: 'formulaUnreadable' }>['problem'];

const LANGS = LOCALES.join(', ');
const SEARCH_EXAMPLE = '/api/v1/search?q=vlookup';
const DETAIL_EXAMPLES = ['/api/v1/function/vlookup', '/api/v1/function?slug=vlookup'] as const;
const TRANSLATE_EXAMPLE = '/api/v1/translate?formula=%3DSUM(A1%3AA3)&to=de';

/** `n` with the noun form its locale's plural rules ask for. */
function counted(lang: Locale, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) {
  const rules = new Intl.PluralRules(lang);
  return (n: number) => (forms[rules.select(n)] ?? forms.other).replace('#', String(n));
}

const en: Sentences = {
  sort: () => 'sort must be one of popular, alpha, views',
  page: () => 'page must be a whole number from 1 to 999999',
  perPage: () => 'per_page must be an integer from 1 to 100',
  category: (e) => `category must be a category slug listed at /api/v1/categories, such as ${e.example}`,
  qTooLong: () => 'q must be at most 100 characters',
  qRequired: () => `q is required: give a search term, e.g. ${SEARCH_EXAMPLE}`,
  slugRequired: () => `slug is required, e.g. ${DETAIL_EXAMPLES[0]} or ${DETAIL_EXAMPLES[1]}`,
  slugForm: () => 'slug must be 1 to 64 characters from a-z, 0-9, dot and hyphen',
  functionNotFound: (e) => `no function has the slug ${e.slug}; see meta.suggestions or the list at /api/v1/functions`,
  categoryEmpty: (e) => `the category ${e.category} has no functions yet`,
  noOperation: () => 'no operation at this path; the operations are listed at /api/v1',
  method: () => 'method not allowed: use GET, HEAD or OPTIONS',
  rateLimited: (e) =>
    `too many requests: ${e.limit} a minute are allowed from one address; retry after ${counted('en', { one: '# second', other: '# seconds' })(e.retryAfter)}`,
  formulaRequired: () => `formula is required, e.g. ${TRANSLATE_EXAMPLE}`,
  formulaTooLong: (e) => `formula must be at most ${e.max} characters`,
  formulaUnreadable: (e) =>
    `the formula cannot be read at character ${e.position}: ${({ quote: 'a quoted text is not closed', bracket: 'a bracket is not closed, or is closed once too often', brace: "an array constant's brace is not closed", unexpected: 'an unexpected character' } satisfies Record<Problem, string>)[e.problem]}`,
  toRequired: () => `to is required: one of ${LANGS}`,
  to: () => `to must be one of ${LANGS}`,
  from: () => `from must be one of ${LANGS}, or left out to detect it`,
};

const fa: Sentences = {
  sort: (_, c) => `مقدار ${c('sort')} باید یکی از ${c('popular')}، ${c('alpha')} یا ${c('views')} باشد`,
  page: (_, c) => `مقدار ${c('page')} باید عددی صحیح از 1 تا 999999 باشد`,
  perPage: (_, c) => `مقدار ${c('per_page')} باید عددی صحیح از 1 تا 100 باشد`,
  category: (e, c) => `مقدار ${c('category')} باید شناسهٔ یکی از دسته‌های فهرست‌شده در ${c('/api/v1/categories')} باشد، مثلاً ${c(e.example)}`,
  qTooLong: (_, c) => `مقدار ${c('q')} حداکثر 100 نویسه می‌تواند باشد`,
  qRequired: (_, c) => `پارامتر ${c('q')} لازم است: عبارتی برای جستجو بدهید، مثلاً ${c(SEARCH_EXAMPLE)}`,
  slugRequired: (_, c) => `پارامتر ${c('slug')} لازم است، مثلاً ${c(DETAIL_EXAMPLES[0])} یا ${c(DETAIL_EXAMPLES[1])}`,
  slugForm: (_, c) => `مقدار ${c('slug')} باید 1 تا 64 نویسه از ${c('a-z')}، ${c('0-9')}، نقطه و خط تیره باشد`,
  functionNotFound: (e, c) => `تابعی با شناسهٔ ${c(e.slug)} وجود ندارد؛ پیشنهادها در ${c('meta.suggestions')} و فهرست کامل در ${c('/api/v1/functions')} است`,
  categoryEmpty: (e, c) => `دستهٔ ${c(e.category)} هنوز تابعی ندارد`,
  noOperation: (_, c) => `در این مسیر عملیاتی نیست؛ فهرست عملیات‌ها در ${c('/api/v1')} است`,
  method: (_, c) => `این روش درخواست پذیرفته نیست: از ${c('GET')}، ${c('HEAD')} یا ${c('OPTIONS')} استفاده کنید`,
  rateLimited: (e) => `درخواست‌ها از حد مجاز گذشته است: از هر نشانی ${e.limit} درخواست در دقیقه پذیرفته می‌شود؛ ${e.retryAfter} ثانیهٔ دیگر دوباره امتحان کنید`,
  formulaRequired: (_, c) => `پارامتر ${c('formula')} لازم است، مثلاً ${c(TRANSLATE_EXAMPLE)}`,
  formulaTooLong: (e, c) => `مقدار ${c('formula')} حداکثر ${e.max} نویسه می‌تواند باشد`,
  formulaUnreadable: (e) =>
    `فرمول از نویسهٔ ${e.position} به بعد خوانا نیست: ${({ quote: 'متنی که در گیومه آمده بسته نشده است', bracket: 'پرانتزی بسته نشده یا یک بار بیش از اندازه بسته شده است', brace: 'آکولاد یک آرایهٔ ثابت بسته نشده است', unexpected: 'نویسه‌ای نابجا آمده است' } satisfies Record<Problem, string>)[e.problem]}`,
  toRequired: (_, c) => `پارامتر ${c('to')} لازم است: یکی از ${c(LANGS)}`,
  to: (_, c) => `مقدار ${c('to')} باید یکی از ${c(LANGS)} باشد`,
  from: (_, c) => `مقدار ${c('from')} باید یکی از ${c(LANGS)} باشد؛ اگر آن را ننویسید، زبان فرمول خودکار تشخیص داده می‌شود`,
};

const de: Sentences = {
  sort: () => 'sort muss einer der Werte popular, alpha oder views sein',
  page: () => 'page muss eine ganze Zahl von 1 bis 999999 sein',
  perPage: () => 'per_page muss eine ganze Zahl von 1 bis 100 sein',
  category: (e) => `category muss eine der unter /api/v1/categories aufgeführten Kategorien sein, etwa ${e.example}`,
  qTooLong: () => 'q darf höchstens 100 Zeichen lang sein',
  qRequired: () => `q ist erforderlich: Geben Sie einen Suchbegriff an, z. B. ${SEARCH_EXAMPLE}`,
  slugRequired: () => `slug ist erforderlich, z. B. ${DETAIL_EXAMPLES[0]} oder ${DETAIL_EXAMPLES[1]}`,
  slugForm: () => 'slug muss aus 1 bis 64 Zeichen bestehen: a-z, 0-9, Punkt und Bindestrich',
  functionNotFound: (e) => `Keine Funktion hat den slug ${e.slug}; siehe meta.suggestions oder die Liste unter /api/v1/functions`,
  categoryEmpty: (e) => `Die Kategorie ${e.category} enthält noch keine Funktionen`,
  noOperation: () => 'Unter diesem Pfad gibt es keine Operation; alle Operationen sind unter /api/v1 aufgeführt',
  method: () => 'Methode nicht erlaubt: Verwenden Sie GET, HEAD oder OPTIONS',
  rateLimited: (e) =>
    `Zu viele Anfragen: Pro Adresse sind ${e.limit} Anfragen pro Minute erlaubt; versuchen Sie es in ${counted('de', { one: '# Sekunde', other: '# Sekunden' })(e.retryAfter)} erneut`,
  formulaRequired: () => `formula ist erforderlich, z. B. ${TRANSLATE_EXAMPLE}`,
  formulaTooLong: (e) => `formula darf höchstens ${e.max} Zeichen lang sein`,
  formulaUnreadable: (e) =>
    `Die Formel ist ab Zeichen ${e.position} nicht lesbar: ${({ quote: 'Ein Text in Anführungszeichen wird nicht geschlossen', bracket: 'Eine Klammer wird nicht oder einmal zu oft geschlossen', brace: 'Die geschweifte Klammer einer Matrixkonstante wird nicht geschlossen', unexpected: 'Unerwartetes Zeichen' } satisfies Record<Problem, string>)[e.problem]}`,
  toRequired: () => `to ist erforderlich: einer der Werte ${LANGS}`,
  to: () => `to muss einer der Werte ${LANGS} sein`,
  from: () => `from muss einer der Werte ${LANGS} sein oder fehlen, damit die Sprache der Formel erkannt wird`,
};

const NBSP = '\u00a0';
const fr: Sentences = {
  sort: () => 'sort doit valoir popular, alpha ou views',
  page: () => 'page doit être un nombre entier de 1 à 999999',
  perPage: () => 'per_page doit être un nombre entier de 1 à 100',
  category: (e) => `category doit être l’une des catégories listées sur /api/v1/categories, par exemple ${e.example}`,
  qTooLong: () => 'q ne doit pas dépasser 100 caractères',
  qRequired: () => `q est obligatoire${NBSP}: indiquez un terme de recherche, par exemple ${SEARCH_EXAMPLE}`,
  slugRequired: () => `slug est obligatoire, par exemple ${DETAIL_EXAMPLES[0]} ou ${DETAIL_EXAMPLES[1]}`,
  slugForm: () => 'slug doit compter de 1 à 64 caractères parmi a-z, 0-9, le point et le tiret',
  functionNotFound: (e) => `aucune fonction n’a le slug ${e.slug}${NBSP}; voyez meta.suggestions ou la liste sur /api/v1/functions`,
  categoryEmpty: (e) => `la catégorie ${e.category} ne contient encore aucune fonction`,
  noOperation: () => `aucune opération à cette adresse${NBSP}; les opérations sont listées sur /api/v1`,
  method: () => `méthode non autorisée${NBSP}: utilisez GET, HEAD ou OPTIONS`,
  rateLimited: (e) =>
    `trop de requêtes${NBSP}: ${e.limit} par minute sont permises depuis une même adresse${NBSP}; réessayez dans ${counted('fr', { one: '# seconde', other: '# secondes' })(e.retryAfter)}`,
  formulaRequired: () => `formula est obligatoire, par exemple ${TRANSLATE_EXAMPLE}`,
  formulaTooLong: (e) => `formula ne doit pas dépasser ${e.max} caractères`,
  formulaUnreadable: (e) =>
    `la formule est illisible à partir du caractère ${e.position}${NBSP}: ${({ quote: 'un texte entre guillemets n’est pas fermé', bracket: 'une parenthèse n’est pas fermée, ou l’est une fois de trop', brace: 'l’accolade d’une constante matricielle n’est pas fermée', unexpected: 'caractère inattendu' } satisfies Record<Problem, string>)[e.problem]}`,
  toRequired: () => `to est obligatoire${NBSP}: fa, en, de, fr, tr, az ou ar`,
  to: () => 'to doit valoir fa, en, de, fr, tr, az ou ar',
  from: () => 'from doit valoir fa, en, de, fr, tr, az ou ar, ou être omis pour que la langue de la formule soit détectée',
};

const tr: Sentences = {
  sort: () => 'sort şunlardan biri olmalıdır: popular, alpha, views',
  page: () => 'page 1 ile 999999 arasında bir tam sayı olmalıdır',
  perPage: () => 'per_page 1 ile 100 arasında bir tam sayı olmalıdır',
  category: (e) => `category, /api/v1/categories adresinde listelenen kategorilerden biri olmalıdır; örneğin ${e.example}`,
  qTooLong: () => 'q en fazla 100 karakter olabilir',
  qRequired: () => `q zorunludur: Bir arama terimi verin; örneğin ${SEARCH_EXAMPLE}`,
  slugRequired: () => `slug zorunludur; örneğin ${DETAIL_EXAMPLES[0]} veya ${DETAIL_EXAMPLES[1]}`,
  slugForm: () => 'slug; a-z, 0-9, nokta ve kısa çizgiden oluşan 1 ile 64 karakter olmalıdır',
  functionNotFound: (e) => `slug değeri ${e.slug} olan bir işlev yok; meta.suggestions alanına veya /api/v1/functions listesine bakın`,
  categoryEmpty: (e) => `${e.category} kategorisinde henüz işlev yok`,
  noOperation: () => 'Bu yolda bir işlem yok; işlemlerin listesi /api/v1 adresindedir',
  method: () => 'Bu yönteme izin verilmiyor: GET, HEAD veya OPTIONS kullanın',
  rateLimited: (e) => `Çok fazla istek: Bir adresten dakikada ${e.limit} isteğe izin verilir; ${e.retryAfter} saniye sonra yeniden deneyin`,
  formulaRequired: () => `formula zorunludur; örneğin ${TRANSLATE_EXAMPLE}`,
  formulaTooLong: (e) => `formula en fazla ${e.max} karakter olabilir`,
  formulaUnreadable: (e) =>
    `Formül ${e.position}. karakterden itibaren okunamıyor: ${({ quote: 'tırnak içindeki bir metin kapatılmamış', bracket: 'bir parantez kapatılmamış ya da bir kez fazla kapatılmış', brace: 'bir dizi sabitinin küme parantezi kapatılmamış', unexpected: 'beklenmeyen bir karakter var' } satisfies Record<Problem, string>)[e.problem]}`,
  toRequired: () => `to zorunludur: ${LANGS} değerlerinden biri`,
  to: () => `to şunlardan biri olmalıdır: ${LANGS}`,
  from: () => `from şunlardan biri olmalıdır: ${LANGS}; formülün dilinin algılanması için boş bırakılabilir`,
};

const az: Sentences = {
  sort: () => 'sort bunlardan biri olmalıdır: popular, alpha, views',
  page: () => 'page 1-dən 999999-a qədər tam ədəd olmalıdır',
  perPage: () => 'per_page 1-dən 100-ə qədər tam ədəd olmalıdır',
  category: (e) => `category /api/v1/categories ünvanında sadalanan kateqoriyalardan biri olmalıdır, məsələn, ${e.example}`,
  qTooLong: () => 'q ən çoxu 100 simvol ola bilər',
  qRequired: () => `q mütləqdir: axtarış ifadəsi verin, məsələn, ${SEARCH_EXAMPLE}`,
  slugRequired: () => `slug mütləqdir, məsələn, ${DETAIL_EXAMPLES[0]} və ya ${DETAIL_EXAMPLES[1]}`,
  slugForm: () => 'slug a-z, 0-9, nöqtə və defisdən ibarət 1-64 simvol olmalıdır',
  functionNotFound: (e) => `slug dəyəri ${e.slug} olan funksiya yoxdur; meta.suggestions sahəsinə və ya /api/v1/functions siyahısına baxın`,
  categoryEmpty: (e) => `${e.category} kateqoriyasında hələ funksiya yoxdur`,
  noOperation: () => 'Bu yolda əməliyyat yoxdur; əməliyyatların siyahısı /api/v1 ünvanındadır',
  method: () => 'Bu metoda icazə verilmir: GET, HEAD və ya OPTIONS istifadə edin',
  rateLimited: (e) => `Sorğular həddən çoxdur: bir ünvandan dəqiqədə ${e.limit} sorğuya icazə verilir; ${e.retryAfter} saniyədən sonra yenidən cəhd edin`,
  formulaRequired: () => `formula mütləqdir, məsələn, ${TRANSLATE_EXAMPLE}`,
  formulaTooLong: (e) => `formula ən çoxu ${e.max} simvol ola bilər`,
  formulaUnreadable: (e) =>
    `Düsturu oxumaq mümkün deyil (simvol ${e.position}): ${({ quote: 'dırnaq içindəki mətn bağlanmayıb', bracket: 'mötərizə bağlanmayıb və ya bir dəfə artıq bağlanıb', brace: 'massiv sabitinin fiqurlu mötərizəsi bağlanmayıb', unexpected: 'gözlənilməz simvol var' } satisfies Record<Problem, string>)[e.problem]}`,
  toRequired: () => `to mütləqdir: ${LANGS} dəyərlərindən biri`,
  to: () => `to bunlardan biri olmalıdır: ${LANGS}`,
  from: () => `from bunlardan biri olmalıdır: ${LANGS}; düsturun dilinin avtomatik tanınması üçün onu yazmamaq da olar`,
};

const arSeconds = counted('ar', { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' });
const arRequests = counted('ar', { one: 'طلب واحد', two: 'طلبان', few: '# طلبات', many: '# طلبًا', other: '# طلب' });
const arCharacters = counted('ar', { one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' });
const ar: Sentences = {
  sort: (_, c) => `يجب أن تكون قيمة ${c('sort')} إحدى القيم ${c('popular')} أو ${c('alpha')} أو ${c('views')}`,
  page: (_, c) => `يجب أن تكون قيمة ${c('page')} عددًا صحيحًا من 1 إلى 999999`,
  perPage: (_, c) => `يجب أن تكون قيمة ${c('per_page')} عددًا صحيحًا من 1 إلى 100`,
  category: (e, c) => `يجب أن تكون قيمة ${c('category')} إحدى الفئات المدرجة في ${c('/api/v1/categories')}، مثل ${c(e.example)}`,
  qTooLong: (_, c) => `يجب ألا يتجاوز طول ${c('q')} ${arCharacters(100)}`,
  qRequired: (_, c) => `المعامل ${c('q')} مطلوب: أدخل عبارة بحث، مثل ${c(SEARCH_EXAMPLE)}`,
  slugRequired: (_, c) => `المعامل ${c('slug')} مطلوب، مثل ${c(DETAIL_EXAMPLES[0])} أو ${c(DETAIL_EXAMPLES[1])}`,
  slugForm: (_, c) => `يجب أن يتكون ${c('slug')} من ${arCharacters(1)} إلى ${arCharacters(64)} من ${c('a-z')} و${c('0-9')} والنقطة والشرطة`,
  functionNotFound: (e, c) => `لا توجد دالة بالمعرّف ${c(e.slug)}؛ راجع ${c('meta.suggestions')} أو القائمة في ${c('/api/v1/functions')}`,
  categoryEmpty: (e, c) => `لا تحتوي الفئة ${c(e.category)} على أي دالة بعد`,
  noOperation: (_, c) => `لا توجد عملية في هذا المسار؛ قائمة العمليات في ${c('/api/v1')}`,
  method: (_, c) => `طريقة الطلب غير مسموح بها: استخدم ${c('GET')} أو ${c('HEAD')} أو ${c('OPTIONS')}`,
  rateLimited: (e) => `طلبات كثيرة جدًا: يُسمح بـ${arRequests(e.limit)} في الدقيقة من العنوان الواحد؛ أعد المحاولة بعد ${arSeconds(e.retryAfter)}`,
  formulaRequired: (_, c) => `المعامل ${c('formula')} مطلوب، مثل ${c(TRANSLATE_EXAMPLE)}`,
  formulaTooLong: (e, c) => `يجب ألا يتجاوز طول ${c('formula')} ${arCharacters(e.max)}`,
  formulaUnreadable: (e) =>
    `تعذّرت قراءة الصيغة بدءًا من الحرف ${e.position}: ${({ quote: 'نص بين علامتي اقتباس لم يُغلق', bracket: 'قوس لم يُغلق أو أُغلق مرة زائدة', brace: 'القوس المعقوف لثابت صفيف لم يُغلق', unexpected: 'حرف غير متوقع' } satisfies Record<Problem, string>)[e.problem]}`,
  toRequired: (_, c) => `المعامل ${c('to')} مطلوب: إحدى القيم ${c(LANGS)}`,
  to: (_, c) => `يجب أن تكون قيمة ${c('to')} إحدى القيم ${c(LANGS)}`,
  from: (_, c) => `يجب أن تكون قيمة ${c('from')} إحدى القيم ${c(LANGS)}، أو أن تُحذف ليُكتشف أصل الصيغة تلقائيًا`,
};

const SENTENCES: Record<Locale, Sentences> = { fa, en, de, fr, tr, az, ar };
const RTL_LOCALES: ReadonlySet<Locale> = new Set(['fa', 'ar']);
const isolate = (text: string) => `\u2066${text}\u2069`;
const plain = (text: string) => text;

/**
 * The sentence for an error in `lang`. An invalid `lang` is always reported in English: the
 * reader's language is exactly what is not known then.
 */
export function messageFor(error: ApiError, lang: Locale): string {
  if (error.kind === 'lang') return `lang must be one of ${LANGS}`;
  const sentence = SENTENCES[lang][error.kind] as (e: ApiError, code: (text: string) => string) => string;
  return sentence(error, RTL_LOCALES.has(lang) ? isolate : plain);
}
