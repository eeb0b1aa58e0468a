import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.js';
import type { ApiError } from './errors.js';
import { messageFor } from './messages.js';

const EVERY_ERROR: ApiError[] = [
  { kind: 'sort' },
  { kind: 'page' },
  { kind: 'perPage' },
  { kind: 'category', example: 'logical' },
  { kind: 'qTooLong' },
  { kind: 'qRequired' },
  { kind: 'slugRequired' },
  { kind: 'slugForm' },
  { kind: 'functionNotFound', slug: 'vlokup' },
  { kind: 'categoryEmpty', category: 'cube' },
  { kind: 'noOperation' },
  { kind: 'method' },
  { kind: 'rateLimited', limit: 60, retryAfter: 1 },
  { kind: 'formulaRequired' },
  { kind: 'formulaTooLong', max: 8192 },
  { kind: 'formulaUnreadable', position: 7, problem: 'quote' },
  { kind: 'toRequired' },
  { kind: 'to' },
  { kind: 'from' },
];

describe('error sentences', () => {
  it('are the sentences English readers get', () => {
    expect(messageFor({ kind: 'perPage' }, 'en')).toBe('per_page must be an integer from 1 to 100');
    expect(messageFor({ kind: 'functionNotFound', slug: 'vlokup' }, 'en')).toBe(
      'no function has the slug vlokup; see meta.suggestions or the list at /api/v1/functions',
    );
    expect(messageFor({ kind: 'rateLimited', limit: 60, retryAfter: 1 }, 'en')).toMatch(/retry after 1 second$/);
  });

  it('are written in the requested language, naming the parameter as the client wrote it', () => {
    expect(messageFor({ kind: 'perPage' }, 'de')).toBe('per_page muss eine ganze Zahl von 1 bis 100 sein');
    expect(messageFor({ kind: 'perPage' }, 'fr')).toBe('per_page doit être un nombre entier de 1 à 100');
    expect(messageFor({ kind: 'perPage' }, 'tr')).toBe('per_page 1 ile 100 arasında bir tam sayı olmalıdır');
    expect(messageFor({ kind: 'perPage' }, 'fa')).toBe('مقدار \u2066per_page\u2069 باید عددی صحیح از 1 تا 100 باشد');
    expect(messageFor({ kind: 'qRequired' }, 'fr')).toBe('q est obligatoire\u00a0: indiquez un terme de recherche, par exemple /api/v1/search?q=vlookup');
  });

  it('report an invalid lang in English whatever was asked', () => {
    for (const lang of LOCALES) expect(messageFor({ kind: 'lang' }, lang)).toBe('lang must be one of fa, en, de, fr, tr, az, ar');
  });

  it('count in Arabic as Arabic grammar asks (1, 2, 3–10, 11–99)', () => {
    const retry = (n: number) => messageFor({ kind: 'rateLimited', limit: 60, retryAfter: n }, 'ar');
    expect(retry(1)).toMatch(/بعد ثانية واحدة$/);
    expect(retry(2)).toMatch(/بعد ثانيتين$/);
    expect(retry(7)).toMatch(/بعد 7 ثوانٍ$/);
    expect(retry(30)).toMatch(/بعد 30 ثانية$/);
    expect(retry(30)).toContain('يُسمح بـ60 طلبًا في الدقيقة');
  });

  it('exist for every error in every language, each a different sentence from English', () => {
    for (const error of EVERY_ERROR) {
      for (const lang of LOCALES) {
        const sentence = messageFor(error, lang);
        expect(sentence, `${error.kind} ${lang}`).toMatch(/\p{L}{2,} .*\p{L}/u);
        if (lang !== 'en') expect(sentence, `${error.kind} ${lang}`).not.toBe(messageFor(error, 'en'));
      }
    }
  });

  it('keep paths and values whole in a right-to-left paragraph (isolates in fa and ar only)', () => {
    expect(messageFor({ kind: 'functionNotFound', slug: 'vlokup' }, 'ar')).toContain('\u2066vlokup\u2069');
    expect(messageFor({ kind: 'functionNotFound', slug: 'vlokup' }, 'de')).not.toMatch(/[\u2066-\u2069]/);
  });
});
