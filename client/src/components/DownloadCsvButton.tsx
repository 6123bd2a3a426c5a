import { Button } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { csvFileName, downloadCsv, localDay, tableCsv, type CsvColumn } from '../lib/csv';
import { DownloadIcon } from './icons';

/** The page in a file name: the path after /dashboard ("competitors", "topic api"), else "overview". */
const pageOf = (pathname: string) =>
  pathname
    .replace(/^\/dashboard\/?/, '')
    .replace(/\//g, ' ')
    .trim() || 'overview';

/**
 * Downloads a table's rows as CSV, the figures as the table shows them. The file is named after the page
 * and table, the filter they follow and today:
 * sightline-competitors-head-to-head-last-month-all-platforms-unbranded-2026-11-25.csv.
 */
export function DownloadCsvButton<Row>({
  table,
  filter,
  columns,
  rows,
  label,
}: {
  /** The table's name, for the button's accessible name ("Download Head to head as CSV") and the file. */
  table: string;
  /**
   * The button's words where a panel has two ("Sources CSV"): then they are its name, the table's in its
   * tooltip, so what is read out is what is shown.
   */
  label?: string;
  /** The filter the rows follow, in words ("Last Month · ChatGPT"); none for an unfiltered table. */
  filter?: string | null;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
}) {
  const { pathname } = useLocation();
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={label ? undefined : `Download ${table} as CSV`}
      title={`Download ${table} as CSV`}
      disabled={rows.length === 0}
      onClick={() =>
        downloadCsv(csvFileName(`${pageOf(pathname)} ${table}`, filter, localDay()), tableCsv(columns, rows))
      }
    >
      <DownloadIcon />
      {label ?? 'CSV'}
    </Button>
  );
}
