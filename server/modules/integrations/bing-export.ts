/**
 * Bing Webmaster Tools' AI performance, from a CSV file exported there. The export's exact columns were not
 * available to check when this was written (no machine here reaches Bing), so the header is read by the
 * names such a report uses: a page column and a citations column are required, a date and a (grounding)
 * query column are read when present. Anything else in the file is ignored.
 */
import { parse } from 'csv-parse/sync';
import { csvFieldText } from '../../../graphql/shared/csv';
import { badInput } from '../../lib/errors';

export const BING_COLUMNS = {
  page: ['page', 'url', 'page url', 'cited page', 'cited url', 'landing page', 'source url'],
  citations: ['citations', 'ai citations', 'citation count', 'times cited', 'cited', 'count'],
  day: ['date', 'day'],
  query: ['query', 'grounding query', 'grounding queries', 'search query'],
} as const;

/** At most this many rows an upload (the file is sent whole in one request). */
export const MAX_BING_ROWS = 200_000;

export interface BingRow {
  day: string | null;
  page: string;
  query: string;
  citations: number;
}

const fold = (name: string) => name.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');

/** A date cell as a day: 2026-02-14, 2/14/2026 (Bing's US format) or 14.02.2026. */
function dayOf(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(t);
  if (m) return `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(t);
  if (m) return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return null;
}

export function parseBingExport(text: string): BingRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw badInput(`The CSV file cannot be read: ${(error as Error).message}`);
  }
  const [head, ...body] = records;
  if (!head) throw badInput('The CSV file is empty: it needs a header line, then one row per line.');
  const columns = head.map(fold);
  const find = (names: readonly string[]) => columns.findIndex((name) => names.includes(name));
  const at = {
    page: find(BING_COLUMNS.page),
    citations: find(BING_COLUMNS.citations),
    day: find(BING_COLUMNS.day),
    query: find(BING_COLUMNS.query),
  };
  if (at.page < 0 || at.citations < 0)
    throw badInput(
      `The CSV header needs a page column (${BING_COLUMNS.page.join(', ')}) and a citations column (${BING_COLUMNS.citations.join(', ')}); it has ${head.join(', ')}.`,
    );
  if (body.length > MAX_BING_ROWS)
    throw badInput(`The file has ${body.length} rows; upload at most ${MAX_BING_ROWS}.`);
  return body.flatMap((record, index) => {
    const cell = (i: number) => (i < 0 ? '' : csvFieldText(record[i] ?? '').trim());
    const page = cell(at.page);
    if (!page) return [];
    const citations = Number(cell(at.citations).replace(/[,\s]/g, ''));
    if (!Number.isInteger(citations) || citations < 0)
      throw badInput(`Line ${index + 2}: citations must be a whole number, not “${cell(at.citations)}”.`);
    const dayText = cell(at.day);
    const day = dayText ? dayOf(dayText) : null;
    if (dayText && !day) throw badInput(`Line ${index + 2}: “${dayText}” is not a date.`);
    return [{ day, page, query: cell(at.query), citations }];
  });
}
