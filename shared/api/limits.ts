/** Excel's own limit on the length of a formula, which the translate operation keeps. */
export const MAX_FORMULA_LENGTH = 8192;
