/**
 * An example's `result` as written (README: numbers plain, ISO dates, TRUE/FALSE, error values,
 * arrays as {1,2;3,4}) compared with what the engine computed.
 */
export type EngineValue = number | string | boolean | null | { value: string };

const ERROR = /^#(N\/A|VALUE!|REF!|DIV\/0!|NUM!|NAME\?|NULL!|SPILL!|CALC!)$/;
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;
/** Serial number 0 in Excel's 1900 system, as HyperFormula counts it (from 1900-03-01 on they agree). */
const EPOCH = Date.UTC(1899, 11, 30);

export function isError(value: EngineValue): value is { value: string } {
  return typeof value === 'object' && value !== null;
}

function serialOf(year: number, month: number, day: number, h = 0, m = 0, s = 0): number {
  return (Date.UTC(year, month - 1, day, h, m, s) - EPOCH) / DAY_MS;
}

/** True when the engine's value is what `expected` says. */
export function matchesScalar(expected: string, actual: EngineValue): boolean {
  if (ERROR.test(expected)) return isError(actual) && actual.value === expected;
  if (isError(actual)) return false;
  if (expected === 'TRUE' || expected === 'FALSE') return actual === (expected === 'TRUE');
  if (typeof actual === 'number') {
    if (NUMBER.test(expected)) return numberMatches(expected, actual);
    const dt = DATE_TIME.exec(expected);
    if (dt) return Math.abs(actual - serialOf(+dt[1]!, +dt[2]!, +dt[3]!, +dt[4]!, +dt[5]!, +(dt[6] ?? 0))) < 0.5 / 86_400;
    const d = DATE.exec(expected);
    if (d) return Math.abs(actual - serialOf(+d[1]!, +d[2]!, +d[3]!)) < 1e-9;
    const t = TIME.exec(expected);
    if (t) return Math.abs(actual - (+t[1]! * 3600 + +t[2]! * 60 + +(t[3] ?? 0)) / 86_400) < 0.5 / 86_400;
    return false;
  }
  return typeof actual === 'string' && actual === expected;
}

/** To the precision shown: "2.6" accepts 2.56 to 2.64; a whole number must be that number. */
function numberMatches(expected: string, actual: number): boolean {
  const value = Number(expected);
  const [mantissa, exponent] = expected.toLowerCase().split('e');
  const decimals = (mantissa!.split('.')[1] ?? '').length - Number(exponent ?? 0);
  const tolerance = decimals > 0 ? 0.5 * 10 ** -decimals : 1e-9;
  return Math.abs(actual - value) <= tolerance + 1e-12 * Math.max(1, Math.abs(value));
}

/** `{1,2;"a",TRUE}` as rows of cells, or null when the result is not an array. */
export function parseArrayResult(expected: string): string[][] | null {
  if (!expected.startsWith('{') || !expected.endsWith('}')) return null;
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (const c of expected.slice(1, -1)) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ',' || c === ';')) {
      rows.at(-1)!.push(cell.trim());
      cell = '';
      if (c === ';') rows.push([]);
      continue;
    }
    cell += c;
  }
  rows.at(-1)!.push(cell.trim());
  return rows.map((row) => row.map((value) => (/^".*"$/.test(value) ? value.slice(1, -1).replace(/""/g, '"') : value)));
}

/** The engine's value as a reader would see it, for messages. */
export function display(actual: EngineValue): string {
  if (isError(actual)) return actual.value;
  if (actual === null) return '(empty)';
  if (typeof actual === 'boolean') return actual ? 'TRUE' : 'FALSE';
  if (typeof actual === 'number') return String(Number(actual.toPrecision(12)));
  return actual;
}
