/** The words of the human-readable pages, in each locale. */
import type { Locale } from '../../shared/locales.js';

export interface UiStrings {
  siteName: string;
  tagline: string;
  languageName: string;
  categories: string;
  functionsCount: (n: number) => string;
  search: string;
  searchPlaceholder: string;
  searchNoResults: string;
  searchNeedsScript: string;
  syntax: string;
  returns: string;
  arguments: string;
  argument: string;
  type: string;
  /** Column heading: whether an argument is required. */
  requirement: string;
  /** Column heading: what an argument means. */
  meaning: string;
  required: string;
  optional: string;
  examples: string;
  formula: string;
  result: string;
  cells: string;
  tips: string;
  errors: string;
  fix: string;
  related: string;
  localizedNames: string;
  availableIn: string;
  since: string;
  volatile: string;
  dynamicArray: string;
  home: string;
  apiDocs: string;
  otherLanguages: string;
}

const count = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

export const UI: Record<Locale, UiStrings> = {
  fa: {
    siteName: 'مرجع توابع صفحه‌گسترده', tagline: 'توابع Excel، Google Sheets و LibreOffice به هفت زبان، با مثال‌هایی که درستی‌شان آزموده شده است.',
    languageName: 'فارسی', categories: 'دسته‌ها', functionsCount: (n) => `${n} تابع`, search: 'جستجو', searchPlaceholder: 'نام تابع یا کاری که می‌خواهید انجام دهید',
    searchNoResults: 'چیزی پیدا نشد.', searchNeedsScript: 'جستجو به جاوااسکریپت نیاز دارد؛ فهرست دسته‌ها بدون آن هم در دسترس است.',
    syntax: 'نحو', returns: 'خروجی', arguments: 'آرگومان‌ها', argument: 'آرگومان', type: 'نوع', requirement: 'وضعیت', meaning: 'توضیح', required: 'الزامی', optional: 'اختیاری',
    examples: 'مثال‌ها', formula: 'فرمول', result: 'نتیجه', cells: 'داده‌های خانه‌ها', tips: 'نکته‌ها', errors: 'خطاها و رفع آن‌ها', fix: 'راه‌حل',
    related: 'توابع مرتبط', localizedNames: 'نام در نسخه‌های زبانی Excel', availableIn: 'در دسترس در', since: 'از نسخهٔ', volatile: 'ناپایدار: با هر تغییر دوباره محاسبه می‌شود',
    dynamicArray: 'نتیجه را در چند خانه می‌ریزد (آرایهٔ پویا)', home: 'خانه', apiDocs: 'راهنمای API', otherLanguages: 'زبان‌های دیگر',
  },
  en: {
    siteName: 'Spreadsheet Function Reference', tagline: 'Excel, Google Sheets and LibreOffice functions in seven languages, with examples whose results are checked.',
    languageName: 'English', categories: 'Categories', functionsCount: count('function', 'functions'), search: 'Search', searchPlaceholder: 'A function name or what you want to do',
    searchNoResults: 'Nothing found.', searchNeedsScript: 'Search needs JavaScript; the category lists work without it.',
    syntax: 'Syntax', returns: 'Returns', arguments: 'Arguments', argument: 'Argument', type: 'Type', requirement: 'Use', meaning: 'Description', required: 'required', optional: 'optional',
    examples: 'Examples', formula: 'Formula', result: 'Result', cells: 'Cell data', tips: 'Tips', errors: 'Errors and fixes', fix: 'Fix',
    related: 'Related functions', localizedNames: 'Name in localized Excel', availableIn: 'Available in', since: 'Since', volatile: 'Volatile: recalculates on every change',
    dynamicArray: 'Spills its result into several cells (dynamic array)', home: 'Home', apiDocs: 'API reference', otherLanguages: 'Other languages',
  },
  de: {
    siteName: 'Referenz der Tabellenfunktionen', tagline: 'Funktionen von Excel, Google Sheets und LibreOffice in sieben Sprachen, mit geprüften Beispielen.',
    languageName: 'Deutsch', categories: 'Kategorien', functionsCount: count('Funktion', 'Funktionen'), search: 'Suchen', searchPlaceholder: 'Funktionsname oder was Sie tun möchten',
    searchNoResults: 'Nichts gefunden.', searchNeedsScript: 'Die Suche braucht JavaScript; die Kategorielisten funktionieren auch ohne.',
    syntax: 'Syntax', returns: 'Ergebnis', arguments: 'Argumente', argument: 'Argument', type: 'Typ', requirement: 'Angabe', meaning: 'Beschreibung', required: 'erforderlich', optional: 'optional',
    examples: 'Beispiele', formula: 'Formel', result: 'Ergebnis', cells: 'Zelldaten', tips: 'Tipps', errors: 'Fehler und Lösungen', fix: 'Lösung',
    related: 'Verwandte Funktionen', localizedNames: 'Name im lokalisierten Excel', availableIn: 'Verfügbar in', since: 'Seit', volatile: 'Volatil: wird bei jeder Änderung neu berechnet',
    dynamicArray: 'Gibt das Ergebnis in mehrere Zellen aus (dynamisches Array)', home: 'Start', apiDocs: 'API-Referenz', otherLanguages: 'Andere Sprachen',
  },
  fr: {
    siteName: 'Référence des fonctions de tableur', tagline: 'Les fonctions d’Excel, Google Sheets et LibreOffice en sept langues, avec des exemples vérifiés.',
    languageName: 'Français', categories: 'Catégories', functionsCount: count('fonction', 'fonctions'), search: 'Rechercher', searchPlaceholder: 'Nom de fonction ou ce que vous voulez faire',
    searchNoResults: 'Aucun résultat.', searchNeedsScript: 'La recherche nécessite JavaScript ; les listes par catégorie fonctionnent sans.',
    syntax: 'Syntaxe', returns: 'Renvoie', arguments: 'Arguments', argument: 'Argument', type: 'Type', requirement: 'Statut', meaning: 'Description', required: 'obligatoire', optional: 'facultatif',
    examples: 'Exemples', formula: 'Formule', result: 'Résultat', cells: 'Données des cellules', tips: 'Conseils', errors: 'Erreurs et solutions', fix: 'Solution',
    related: 'Fonctions associées', localizedNames: 'Nom dans Excel localisé', availableIn: 'Disponible dans', since: 'Depuis', volatile: 'Volatile : recalculée à chaque modification',
    dynamicArray: 'Répand son résultat sur plusieurs cellules (matrice dynamique)', home: 'Accueil', apiDocs: 'Référence de l’API', otherLanguages: 'Autres langues',
  },
  tr: {
    siteName: 'Elektronik Tablo İşlevleri Başvurusu', tagline: 'Excel, Google Sheets ve LibreOffice işlevleri yedi dilde, sonuçları doğrulanmış örneklerle.',
    languageName: 'Türkçe', categories: 'Kategoriler', functionsCount: (n) => `${n} işlev`, search: 'Ara', searchPlaceholder: 'İşlev adı ya da yapmak istediğiniz iş',
    searchNoResults: 'Sonuç bulunamadı.', searchNeedsScript: 'Arama için JavaScript gerekir; kategori listeleri onsuz da çalışır.',
    syntax: 'Söz dizimi', returns: 'Döndürür', arguments: 'Bağımsız değişkenler', argument: 'Bağımsız değişken', type: 'Tür', requirement: 'Durum', meaning: 'Açıklama', required: 'zorunlu', optional: 'isteğe bağlı',
    examples: 'Örnekler', formula: 'Formül', result: 'Sonuç', cells: 'Hücre verileri', tips: 'İpuçları', errors: 'Hatalar ve çözümleri', fix: 'Çözüm',
    related: 'İlgili işlevler', localizedNames: 'Yerelleştirilmiş Excel’deki adı', availableIn: 'Kullanılabildiği uygulamalar', since: 'Sürüm', volatile: 'Geçici: her değişiklikte yeniden hesaplanır',
    dynamicArray: 'Sonucu birden çok hücreye yayar (dinamik dizi)', home: 'Ana sayfa', apiDocs: 'API başvurusu', otherLanguages: 'Diğer diller',
  },
  az: {
    siteName: 'Cədvəl funksiyaları sorğu kitabı', tagline: 'Excel, Google Sheets və LibreOffice funksiyaları yeddi dildə, nəticələri yoxlanılmış nümunələrlə.',
    languageName: 'Azərbaycanca', categories: 'Kateqoriyalar', functionsCount: (n) => `${n} funksiya`, search: 'Axtar', searchPlaceholder: 'Funksiyanın adı və ya görmək istədiyiniz iş',
    searchNoResults: 'Heç nə tapılmadı.', searchNeedsScript: 'Axtarış üçün JavaScript lazımdır; kateqoriya siyahıları onsuz da işləyir.',
    syntax: 'Sintaksis', returns: 'Qaytarır', arguments: 'Arqumentlər', argument: 'Arqument', type: 'Tip', requirement: 'Vəziyyət', meaning: 'İzah', required: 'məcburi', optional: 'istəyə bağlı',
    examples: 'Nümunələr', formula: 'Düstur', result: 'Nəticə', cells: 'Xana məlumatları', tips: 'Məsləhətlər', errors: 'Xətalar və həlləri', fix: 'Həll',
    related: 'Əlaqəli funksiyalar', localizedNames: 'Lokallaşdırılmış Excel-də adı', availableIn: 'Mövcuddur', since: 'Versiyadan', volatile: 'Dəyişkən: hər dəyişiklikdə yenidən hesablanır',
    dynamicArray: 'Nəticəni bir neçə xanaya yayır (dinamik massiv)', home: 'Ana səhifə', apiDocs: 'API arayışı', otherLanguages: 'Digər dillər',
  },
  ar: {
    siteName: 'مرجع دوال جداول البيانات', tagline: 'دوال Excel وGoogle Sheets وLibreOffice بسبع لغات، مع أمثلة تم التحقق من نتائجها.',
    languageName: 'العربية', categories: 'الفئات', functionsCount: (n) => `${n} دالة`, search: 'بحث', searchPlaceholder: 'اسم الدالة أو ما تريد فعله',
    searchNoResults: 'لا توجد نتائج.', searchNeedsScript: 'يحتاج البحث إلى JavaScript؛ أما قوائم الفئات فتعمل من دونه.',
    syntax: 'الصيغة', returns: 'تُرجع', arguments: 'الوسيطات', argument: 'الوسيطة', type: 'النوع', requirement: 'الحالة', meaning: 'الوصف', required: 'مطلوبة', optional: 'اختيارية',
    examples: 'أمثلة', formula: 'الصيغة', result: 'النتيجة', cells: 'بيانات الخلايا', tips: 'نصائح', errors: 'الأخطاء وحلولها', fix: 'الحل',
    related: 'دوال ذات صلة', localizedNames: 'الاسم في نسخ Excel المترجمة', availableIn: 'متاحة في', since: 'منذ', volatile: 'متطايرة: يُعاد حسابها مع كل تغيير',
    dynamicArray: 'تنشر نتيجتها في عدة خلايا (صفيف ديناميكي)', home: 'الرئيسية', apiDocs: 'مرجع API', otherLanguages: 'لغات أخرى',
  },
};

export const APPLICATION_NAMES: Record<string, string> = { excel: 'Excel', 'google-sheets': 'Google Sheets', libreoffice: 'LibreOffice' };
