/**
 * Examples where HyperFormula is known to differ from Excel's documented result. The content
 * follows Excel; the verifier checks that the engine still gives `engine` (so an engine fix,
 * or a changed example, shows up) and reports these apart from matches.
 */
export interface EngineDifference {
  code: string;
  /** What HyperFormula 3.5 returns, as the verifier displays it. */
  engine: string;
  reason: string;
}

export const ENGINE_DIFFERENCES: readonly EngineDifference[] = [
  { code: '=INT(-8.9)', engine: '-8', reason: 'Excel rounds down to -9 (its documentation uses this very example); HyperFormula truncates toward zero.' },
  {
    code: '=DEGREES(ACOT(-1))',
    engine: '-45',
    reason: 'Excel documents ACOT in the range 0 to pi, so ACOT(-1) is 3*pi/4 (135 degrees); HyperFormula returns -pi/4.',
  },
  {
    code: '=CEILING.MATH(-5.5, 2, -1)',
    engine: '-4',
    reason: 'Excel documents -6: a non-zero mode rounds negative numbers away from zero; HyperFormula ignores the mode.',
  },
  {
    code: '=FLOOR.MATH(-5.5, 2, -1)',
    engine: '-6',
    reason: 'Excel documents -4: a non-zero mode rounds negative numbers toward zero; HyperFormula ignores the mode.',
  },
  {
    code: '=DECIMAL("zap", 36)',
    engine: '#NUM!',
    reason: 'Excel documents 45745 (DECIMAL is not case-sensitive); HyperFormula accepts only upper-case digits.',
  },
  { code: '=ISODD(7.9)', engine: 'FALSE', reason: 'Excel truncates the number first (7.9 is read as 7, so TRUE); HyperFormula tests the fraction as it is.' },
  { code: '=ISREF(A1)', engine: 'FALSE', reason: 'Excel returns TRUE for any reference; HyperFormula only for a #REF! error.' },
  {
    code: '=ROW(A3:A5)',
    engine: '{3}',
    reason: 'Excel returns the row number of every row of the range and spills {3;4;5}; HyperFormula returns the first only.',
  },
  {
    code: '=FILTER(A1:B4, B1:B4>100)',
    engine: '{#N/A,#N/A;#N/A,#N/A;#N/A,#N/A}',
    reason: 'Excel keeps whole rows by a one-column test; HyperFormula needs the test to have the shape of the array.',
  },
  {
    code: '=FILTER(A1:A3, B1:B3>500, "None")',
    engine: '#N/A',
    reason: 'Excel returns if_empty when nothing matches; HyperFormula reads the third argument as another condition.',
  },
  {
    code: '=BETA.DIST(2, 8, 10, FALSE, 1, 3)',
    engine: '2.96752929688',
    reason: 'Excel documents 1.4837646: the density over [A, B] is divided by B-A; HyperFormula leaves it out.',
  },
];

/**
 * Names HyperFormula gives to a different function: examples calling them are skipped, as if
 * the engine lacked them, and listed by name in the summary.
 */
export const OTHER_FUNCTION_SAME_NAME: Readonly<Record<string, string>> = {
  SPLIT: "HyperFormula's SPLIT(text, index) returns the index-th word; Google Sheets' SPLIT divides text at delimiters.",
  BETADIST: "HyperFormula's BETADIST is BETA.DIST, which needs the cumulative argument Excel's BETADIST does not have.",
  HYPGEOMDIST: "HyperFormula's HYPGEOMDIST is HYPGEOM.DIST, which needs the cumulative argument.",
  LOGNORMDIST: "HyperFormula's LOGNORMDIST is LOGNORM.DIST, which needs the cumulative argument.",
  NEGBINOMDIST: "HyperFormula's NEGBINOMDIST is NEGBINOM.DIST, which needs the cumulative argument.",
  NORMSDIST: "HyperFormula's NORMSDIST is NORM.S.DIST, which needs the cumulative argument.",
};

/**
 * Where an example's formula, in the form German, French or Turkish readers get, cannot give the
 * English result in HyperFormula set up as their Excel. `engine`: HyperFormula's limit, Excel gets
 * it right; `reader`: that reader's Excel does give another result, a trap the function's tips in
 * that language must name. The verifier lists each affected example apart from the matches.
 */
export interface LocaleDifference {
  id: string;
  kind: 'engine' | 'reader';
  reason: string;
  applies(code: string): boolean;
}

export const LOCALE_DIFFERENCES: readonly LocaleDifference[] = [
  {
    id: 'complex-numbers-as-text',
    kind: 'engine',
    reason:
      'HyperFormula writes the complex numbers IM… functions return as text with a decimal point whatever its decimal separator, then cannot read them back with a decimal comma; German, French and Turkish Excel write and read them with the decimal comma.',
    applies: (code) => /\bIM[A-Z0-9]+\(/.test(code),
  },
  {
    id: 'number-text-in-english-form',
    kind: 'reader',
    reason: 'VALUE reads a number typed as text with the separators of the reader\'s Excel: "1,234.5" is no number in German, French or Turkish Excel.',
    applies: (code) => code === '=VALUE(A1)',
  },
];
