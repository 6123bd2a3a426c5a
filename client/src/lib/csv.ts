/**
 * A table's rows as a CSV file to download. The format (RFC 4180 with CRLF, quoting, the UTF-8 byte-order
 * mark and formula neutralising) is the one GET /api/export/answers.csv writes, in graphql/shared/csv.ts;
 * this adds columns, the file's name and the download. Numbers stay numbers: a column's header names its
 * unit (visibility_pct), so a spreadsheet can sum them.
 */
import { csvDocument, type CsvValue } from '../../../graphql/shared/csv';
import { saveBlob } from './save-file';

export type { CsvValue };

export interface CsvColumn<Row> {
  /** snake_case, with the unit where there is one: visibility_pct, average_position. */
  header: string;
  value: (row: Row) => CsvValue;
}

/** The rows as a CSV document, one column per entry of `columns`. */
export function tableCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvDocument(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The local calendar day, YYYY-MM-DD. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "sightline-prompts-last-month-chatgpt-2026-11-25.csv": the page, its filter and the day. */
export function csvFileName(page: string, filter: string | null | undefined, day: string): string {
  return `${['sightline', page, filter ?? ''].map(slug).filter(Boolean).join('-')}-${day}.csv`;
}

/** Hands the document to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, document: string): void {
  saveBlob(new Blob([document], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** A figure to the decimals its cell shows (formatPercent's one, by default), so the CSV matches the table. */
export const shownAs = (value: number | null | undefined, decimals = 1): number | null =>
  value == null || !Number.isFinite(value) ? null : Number(value.toFixed(decimals));
