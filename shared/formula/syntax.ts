/**
 * What differs between the formula languages of Excel's interfaces (docs/api.md, "Formulas in the
 * reader's own spreadsheet"): the words for TRUE and FALSE, the error values, and four separators.
 * Function names are the catalogue's own data (`names.ts`). The values of each locale are in
 * `locales.ts`, each as Microsoft's pages in that language write it.
 */

/** Every error value a formula can hold or show, in Excel's English form. */
export const ERROR_VALUES = [
  '#N/A',
  '#VALUE!',
  '#REF!',
  '#DIV/0!',
  '#NUM!',
  '#NAME?',
  '#NULL!',
  '#SPILL!',
  '#CALC!',
  '#GETTING_DATA',
  '#BUSY!',
  '#BLOCKED!',
  '#CONNECT!',
  '#FIELD!',
  '#UNKNOWN!',
  '#PYTHON!',
] as const;
export type ErrorValue = (typeof ERROR_VALUES)[number];

export interface FormulaSyntax {
  /** Between arguments, and the union operator (`,` in English Excel, `;` in German). */
  argumentSeparator: string;
  /** The decimal mark of numbers. */
  decimal: string;
  /** Between the columns of an array constant, and between its rows. */
  arrayColumn: string;
  arrayRow: string;
  true: string;
  false: string;
  /** Each error value as this Excel displays it. */
  errors: Record<ErrorValue, string>;
}

export const ENGLISH_SYNTAX: FormulaSyntax = {
  argumentSeparator: ',',
  decimal: '.',
  arrayColumn: ',',
  arrayRow: ';',
  true: 'TRUE',
  false: 'FALSE',
  errors: Object.fromEntries(ERROR_VALUES.map((e) => [e, e])) as Record<ErrorValue, string>,
};
