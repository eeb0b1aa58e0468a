/**
 * The cells an example reads, laid out as the sheet they come from: column letters across, row
 * numbers down, the formula's cell marked in the first free column with the result in it.
 */
import { html, type Html } from './html.js';
import type { UiStrings } from './ui/index.js';

type CellValue = string | number | boolean;

const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
const columnLetters = (n: number): string => (n <= 0 ? '' : columnLetters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));

function parseAddress(address: string): { column: number; row: number } {
  const [, letters, digits] = /^([A-Z]+)([0-9]+)$/.exec(address)!;
  return { column: columnNumber(letters!), row: Number(digits) };
}

/**
 * `shown`: what a cell displays in the reader's Excel (decimal mark, logical values);
 * `rightToLeft`: the sheet as Persian and Arabic Excel lays it out, column A on the right.
 */
export function exampleSheet(
  ui: UiStrings,
  cells: Readonly<Record<string, CellValue>>,
  result: string,
  shown: (value: CellValue) => string,
  rightToLeft: boolean,
): Html {
  const placed = Object.entries(cells).map(([address, value]) => ({ ...parseAddress(address), value }));
  const firstColumn = Math.min(...placed.map((c) => c.column));
  const lastColumn = Math.max(...placed.map((c) => c.column));
  const firstRow = Math.min(...placed.map((c) => c.row));
  const lastRow = Math.max(...placed.map((c) => c.row));
  const formulaColumn = lastColumn + 1;
  const formulaAddress = `${columnLetters(formulaColumn)}${firstRow}`;
  const at = new Map(placed.map((c) => [`${c.column}:${c.row}`, c.value]));
  const columns = Array.from({ length: formulaColumn - firstColumn + 1 }, (_, i) => firstColumn + i);
  const rows = Array.from({ length: lastRow - firstRow + 1 }, (_, i) => firstRow + i);
  return html`<div class="sheet" tabindex="0" dir="${rightToLeft ? 'rtl' : 'ltr'}"><table class="cells"><caption>${ui.cells}</caption>
<thead><tr><td></td>${columns.map((c) => html`<th scope="col">${columnLetters(c)}</th>`)}</tr></thead>
<tbody>${rows.map(
    (r) =>
      html`<tr><th scope="row">${r}</th>${columns.map((c) => {
        if (c === formulaColumn)
          return r === firstRow ? html`<td class="formula-cell" title="${ui.formulaCell(formulaAddress)}"><output>${result}</output></td>` : html`<td></td>`;
        const value = at.get(`${c}:${r}`);
        if (value === undefined) return html`<td></td>`;
        return typeof value === 'number' ? html`<td class="number">${shown(value)}</td>` : html`<td>${shown(value)}</td>`;
      })}</tr>`,
  )}</tbody></table><p class="formula-cell-label">${ui.formulaCell(formulaAddress)}</p></div>
`;
}
