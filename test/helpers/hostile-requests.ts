/** fast-check arbitraries for what scanners and buggy clients send to /api/. */
import fc from 'fast-check';
import { OPERATIONS } from '../../shared/api/operations.js';

/** Every operation's path (templates filled with real and odd slugs, with and without a trailing slash), and paths next to them. */
const KNOWN_PATHS = [
  ...OPERATIONS.flatMap((o) => ['sum', 'VLOOKUP', 'f.dist.rt'].map((slug) => o.path.replace('{slug}', slug))).flatMap((p) => [p, `${p}/`]),
  '/api/',
  '/api/v2',
  '/api/v1/functions/extra',
];
const PARAMS = [...new Set(OPERATIONS.flatMap((o) => o.parameters.map((p) => p.replace(/Required$|Path$|Query$/, ''))))];
const TRICKY = [
  '',
  ' ',
  '\u200f',
  '\u200e',
  '\u202e',
  '\u200c',
  '\u0000',
  '\u0007',
  '%',
  '%2',
  '%ZZ',
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  '..',
  '../../etc/passwd',
  '.*',
  '(a+)+$',
  '[',
  '\\',
  '^$',
  '😀',
  'جستجوي عمودي',
  'IŞIK',
  'EN',
  'Fa',
  'alpha',
  'POPULAR',
  'math-and-trigonometry',
  'LOGICAL',
  '-1',
  '0',
  '1',
  '20',
  '100',
  '101',
  '1.5',
  '1e3',
  '1e309',
  '0x10',
  '+1',
  ' 5 ',
  '999999',
  '1000000',
  '99999999999999999999999',
  '<script>alert(1)</script>',
  '"quoted"',
  "'; DROP TABLE",
  '%3Cscript%3E',
  'null',
  'undefined',
  'NaN',
];

export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 10_000, maxLength: 10_240, unit: 'grapheme-ascii' }) },
);

const paramName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...PARAMS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

/** A query string, some parts percent-encoded, some raw (broken escapes included), names repeated. */
export const hostileQuery = fc
  .array(fc.tuple(paramName, hostileValue, fc.boolean()), { maxLength: 7 })
  .map((pairs) => pairs.map(([name, value, encode]) => (encode ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}` : `${name}=${value}`)).join('&'));

export const hostilePath = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...KNOWN_PATHS) },
  { weight: 2, arbitrary: hostileValue.map((v) => `/api/v1/function/${v}`) },
  { weight: 2, arbitrary: fc.array(hostileValue, { minLength: 1, maxLength: 4 }).map((segments) => `/api/${segments.join('/')}`) },
);

const STANDARD_METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'];
/** Methods an HTTP runtime delivers; workerd itself answers an unknown one (BREW) with 501 before any code runs. */
export const deliverableMethod = fc.constantFrom(...STANDARD_METHODS);
export const hostileMethod = fc.constantFrom(...STANDARD_METHODS, 'BREW');

const headerSafe = fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s));
export const hostileHeaders = fc.record(
  {
    'If-None-Match': fc.oneof(headerSafe, fc.constant('*'), fc.constant('W/"x", "y"')),
    'CF-Connecting-IP': headerSafe,
    Accept: headerSafe,
    Origin: headerSafe,
  },
  { requiredKeys: [] },
);

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

function requests(method: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> {
  return fc.record({ method, path: hostilePath, query: hostileQuery, headers: hostileHeaders }).map(({ method, path, query, headers }) => ({
    method,
    url: `${path}${query ? `?${query}` : ''}`,
    headers: headers as Record<string, string>,
  }));
}

export const hostileRequest = requests(hostileMethod);
export const deliverableRequest = requests(deliverableMethod);
