/**
 * CSV as RFC 4180 writes it, for spreadsheets: CRLF line ends, a field quoted when it holds a comma, a
 * semicolon, a quote or a line break (quotes doubled), and a UTF-8 byte-order mark first so Excel reads
 * the accents.
 *
 * Text a spreadsheet could run as a formula (CSV injection) gets an apostrophe where a cell could start,
 * so it is shown as text: at the field's start, and after every character a spreadsheet may split cells
 * on — the comma, the semicolon (the list separator of de-DE, fr-FR and other locales, which splits
 * `a;=1+1` into two cells even inside quotes, since a quote counts only at a cell's start), a tab or a
 * line break — when blanks or quotes and then a formula character follow: = + - @ or their full-width
 * forms ＝ ＋ － ＠. A field that starts with a tab or a carriage return gets one too. Numbers are
 * written as numbers, never touched.
 */
export type CsvValue = string | number | boolean | null | undefined;

export const CSV_BYTE_ORDER_MARK = '\uFEFF';

const FORMULA_CELL = /(^|[,;\t\r\n])([\s"]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
const CONTROL_START = /^[\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** The text with an apostrophe at every cell start a spreadsheet would read as a formula. */
function neutraliseFormulas(value: string): string {
  const text = value.replace(FORMULA_CELL, "$1'$2");
  return CONTROL_START.test(text) ? `'${text}` : text;
}

const NEUTRALISED_CELL = /(^|[,;\t\r\n])'([\s"]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A field's text as it was before csvField neutralised it: what an import of a file this module wrote
 * reads back. Apostrophes a person typed elsewhere stay.
 */
export function csvFieldText(field: string): string {
  return field.replace(/^'(?=[\t\r])/, '').replace(NEUTRALISED_CELL, '$1$2');
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutraliseFormulas(value);
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
