/**
 * CSV as RFC 4180 writes it, for spreadsheets: CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break (quotes doubled), and a UTF-8 byte-order mark first so Excel reads the accents.
 * A text cell that starts like a formula (=, +, -, @, or a tab or carriage return before one) gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it (CSV injection).
 */
export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BYTE_ORDER_MARK = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A whole table: the byte-order mark, the header line, then one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BYTE_ORDER_MARK + csvLine(header) + rows.map(csvLine).join('');
}
