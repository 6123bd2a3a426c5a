/**
 * How each row of a table places its first cell, header row included: 'sticky' all down the column when
 * the table holds its key column in place as it scrolls sideways (components/keyColumn).
 */
export const keyColumnPositions = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((row) => getComputedStyle(row.cells[0]!).position);
