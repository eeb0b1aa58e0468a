/**
 * Every error the API can answer, as data: the edge turns one into a sentence in the reader's
 * language (`messages.ts`), the OpenAPI document shows the English sentence as its example.
 */
export type ApiError =
  | { kind: 'lang' }
  | { kind: 'sort' }
  | { kind: 'page' }
  | { kind: 'perPage' }
  | { kind: 'category'; example: string }
  | { kind: 'qTooLong' }
  | { kind: 'qRequired' }
  | { kind: 'slugRequired' }
  | { kind: 'slugForm' }
  | { kind: 'functionNotFound'; slug: string }
  | { kind: 'categoryEmpty'; category: string }
  | { kind: 'noOperation' }
  | { kind: 'method' }
  | { kind: 'rateLimited'; limit: number; retryAfter: number }
  | { kind: 'formulaRequired' }
  | { kind: 'formulaTooLong'; max: number }
  | { kind: 'formulaUnreadable'; position: number; problem: 'quote' | 'bracket' | 'brace' | 'unexpected' }
  | { kind: 'toRequired' }
  | { kind: 'to' }
  | { kind: 'from' };

export type ApiErrorKind = ApiError['kind'];
