/**
 * The fact sheet as a file: the CSV GET /api/brand-facts?format=csv writes (graphql/shared/brand-facts.ts
 * names its columns, graphql/shared/csv.ts writes it), and the rows a PUT or an import sends, read from that
 * CSV or from a JSON array in the REST routes' snake_case. Reading only finds each row's fields and place;
 * the service checks them.
 */
import { parse, type InfoRecord } from 'csv-parse/sync';
import {
  ALIASES_COLUMN_PREFIX,
  FACT_CSV_COLUMNS,
  factSheetTable,
  LIST_SEPARATOR,
  PREVIOUS_VALUES_SEPARATOR,
  type BrandFactInput,
  type FactCsvSource,
} from '../../../graphql/shared/brand-facts';
import { csvDocument, csvFieldText } from '../../../graphql/shared/csv';
import { badInput } from '../../lib/errors';
import type { BrandFactRow } from './facts.store';

/** A fact of a sheet sent whole, with where it was in what was sent ("Line 3", "Item 2"). */
export interface SheetRow {
  place: string;
  fact: BrandFactInput & { status?: string | null };
}

const REQUIRED_COLUMNS = ['key', 'label', 'kind', 'value'];

/** The sheet as a CSV document. */
export function factSheetCsv(facts: readonly FactCsvSource[]): string {
  const { header, rows } = factSheetTable(facts);
  return csvDocument(header, rows);
}

const splitOn = (text: string, separator: string) =>
  text
    .split(separator.trim())
    .map((item) => item.trim())
    .filter(Boolean);

/** The rows of a CSV file, each named by its line (the header is line 1). */
export function sheetRowsFromCsv(text: string): SheetRow[] {
  let records: { record: string[]; info: InfoRecord }[];
  try {
    // With info: true each record comes with where it ended; csv-parse's types do not model that option.
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw badInput(`The CSV file cannot be read: ${(error as Error).message}`);
  }
  const [head, ...body] = records;
  if (!head) throw badInput('The CSV file is empty: it needs a header line, then one fact per line.');
  const columns = head.record.map((name) => name.trim().toLowerCase());
  const unknown = columns.filter(
    (name) => !(FACT_CSV_COLUMNS as readonly string[]).includes(name) && !/^aliases_[a-z]{2}$/.test(name),
  );
  if (unknown.length) throw badInput(`Unknown column ${unknown.join(', ')} in the CSV header.`);
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length) throw badInput(`The CSV header needs the columns ${missing.join(', ')}.`);
  return body.map(({ record, info }) => {
    const cell = (name: string) => {
      const index = columns.indexOf(name);
      return index < 0 ? '' : csvFieldText(record[index] ?? '');
    };
    const aliases: Record<string, string[]> = {};
    for (const name of columns)
      if (name.startsWith(ALIASES_COLUMN_PREFIX))
        aliases[name.slice(ALIASES_COLUMN_PREFIX.length)] = splitOn(cell(name), LIST_SEPARATOR);
    return {
      place: `Line ${info.lines}`,
      fact: {
        key: cell('key'),
        label: cell('label'),
        kind: cell('kind').trim().toUpperCase() as SheetRow['fact']['kind'],
        value: cell('value'),
        unit: cell('unit'),
        currency: cell('currency'),
        country: cell('country'),
        validFrom: cell('valid_from'),
        previousValues: splitOn(cell('previous_values'), PREVIOUS_VALUES_SEPARATOR),
        sourceUrl: cell('source_url'),
        status: cell('status'),
        aliases,
      },
    };
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The rows of a JSON array of facts in snake_case (as GET /api/brand-facts answers), each named by its item. */
export function sheetRowsFromJson(body: unknown): SheetRow[] {
  if (!Array.isArray(body)) throw badInput('The request body must be a JSON array of facts (or a CSV file).');
  return body.map((item: unknown, index) => {
    const place = `Item ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw badInput(`Nothing was changed. ${place}: a fact must be a JSON object.`);
    const row = item as Record<string, unknown>;
    return {
      place,
      fact: {
        key: text(row.key) ?? '',
        label: text(row.label) ?? '',
        kind: text(row.kind) as SheetRow['fact']['kind'],
        value: typeof row.value === 'number' ? String(row.value) : (text(row.value) ?? ''),
        unit: text(row.unit),
        currency: text(row.currency),
        country: text(row.country),
        validFrom: text(row.valid_from),
        previousValues: Array.isArray(row.previous_values) ? row.previous_values.map(String) : undefined,
        sourceUrl: text(row.source_url),
        status: text(row.status),
        aliases: row.aliases as Record<string, string[]> | undefined,
      },
    };
  });
}

/** A fact as the REST routes answer it, in their snake_case. */
export const factBody = (fact: BrandFactRow) => ({
  id: fact.id,
  key: fact.key,
  label: fact.label,
  kind: fact.kind,
  value: fact.value,
  unit: fact.unit,
  currency: fact.currency,
  country: fact.country,
  aliases: fact.aliases,
  valid_from: fact.validFrom,
  previous_values: fact.previousValues,
  source_url: fact.sourceUrl,
  status: fact.status,
});
