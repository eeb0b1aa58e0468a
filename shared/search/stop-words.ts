/**
 * Function words of each locale's queries, and the words of this domain every query may carry
 * (excel, formula, function) ("check if a value is a number", «تعداد روزها در ماه»):
 * among other words they say little about which function is meant, so they count for little.
 * Written as readers type them; compared after normalizeForSearch.
 */
import { normalizeForSearch } from './normalize.js';

const WRITTEN = [
  // en
  'a an the is are be of to in on at for from by with and or as it this that what how do does my can if whether',
  // de
  'der die das den dem des ein eine einen einem einer und oder ist sind im an am auf aus mit von vom zu zum zur für wie was man',
  // fr
  'le la les l un une des du de d et ou est sont en dans au aux pour par sur avec ce qui que comment',
  // tr, az
  'bir ve veya ile mi mı için da de bu ya üçün necə göre görə gibi kimi',
  // fa
  'و در از به با را که این آن یک برای تا هر یا است',
  // ar
  'في من على إلى الى عن مع و أو او أن ان هذا هذه ما كيف',
].join(' ');

const DOMAIN = [
  'excel google sheets formula formulas function functions formel funktion formule fonction formül formülü işlev fonksiyon fonksiyonu düstur düsturu formulu funksiya funksiyası',
  'فرمول تابع اکسل دالة دالّة معادلة صيغة اكسل إكسل',
].join(' ');

const wordsOf = (written: string) => normalizeForSearch(written).split(' ').filter(Boolean);

/** Words every query about a spreadsheet function may hold: they name no function (`if function` is IF). */
export const DOMAIN_WORDS: ReadonlySet<string> = new Set(wordsOf(DOMAIN));

export const STOP_WORDS: ReadonlySet<string> = new Set([...wordsOf(WRITTEN), ...DOMAIN_WORDS]);
