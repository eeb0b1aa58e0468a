/** The words of the pages in each locale. */
import type { Locale } from '../../../shared/locales.js';
import { ar } from './ar.js';
import { az } from './az.js';
import { de } from './de.js';
import { en } from './en.js';
import { fa } from './fa.js';
import { fr } from './fr.js';
import type { UiStrings } from './strings.js';
import { tr } from './tr.js';

export type { UiStrings } from './strings.js';

export const UI: Record<Locale, UiStrings> = { fa, en, de, fr, tr, az, ar };

export const APPLICATION_NAMES: Record<string, string> = { excel: 'Excel', 'google-sheets': 'Google Sheets', libreoffice: 'LibreOffice' };
