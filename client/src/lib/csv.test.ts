// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { csvField } from '../../../graphql/shared/csv';
import { csvFileName, tableCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  share: number | null;
}
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'share_pct', value: (row) => row.share },
];
const BOM = '\uFEFF';

describe('tableCsv', () => {
  test('starts with the UTF-8 byte-order mark and ends every record with CRLF', () => {
    expect(tableCsv(COLUMNS, [{ name: 'Acme', share: 12.5 }])).toBe(`${BOM}name,share_pct\r\nAcme,12.5\r\n`);
    expect(tableCsv(COLUMNS, [])).toBe(`${BOM}name,share_pct\r\n`);
  });

  test('quotes a field holding a comma, a quote or a line break, doubling the quotes', () => {
    const csv = tableCsv(COLUMNS, [
      { name: 'a, b', share: 1 },
      { name: 'say "hi"', share: 2 },
      { name: 'two\nlines', share: 3 },
      { name: 'cr\rhere', share: 4 },
    ]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      '"a, b",1',
      '"say ""hi""",2',
      '"two\nlines",3',
      '"cr\rhere",4',
    ]);
  });

  test('neutralises a cell that a spreadsheet would run as a formula', () => {
    const names = ['=SUM(A1)', '+1', '-2+3', '@cmd', '\t=1', '\r=1', 'safe = fine'];
    const cells = tableCsv(
      COLUMNS,
      names.map((name) => ({ name, share: null })),
    )
      .slice(BOM.length)
      .split('\r\n')
      .slice(1, -1);
    expect(cells).toEqual(["'=SUM(A1),", "'+1,", "'-2+3,", "'@cmd,", "'\t=1,", `"'\r=1",`, 'safe = fine,']);
  });

  test('writes numbers as numbers, nothing for a missing figure, accents as they are', () => {
    const csv = tableCsv(COLUMNS, [
      { name: 'Zürich', share: -3.25 },
      { name: 'none', share: null },
      { name: 'nan', share: Number.NaN },
    ]);
    expect(csv).toBe(`${BOM}name,share_pct\r\nZürich,-3.25\r\nnone,\r\nnan,\r\n`);
  });
});

describe('csvField', () => {
  test.each([
    // A `;`-separated locale splits at the semicolon, quotes or not: the next cell gets the apostrophe.
    ['a;=1+1', `"a;'=1+1"`],
    ['Kong, Inc.; -Tyk', `"Kong, Inc.;' -Tyk"`],
    ['a;"=1+1', `"a;'""=1+1"`],
    ['x;@cmd;+1', `"x;'@cmd;'+1"`],
    // Blanks before a formula character, at the start or after a separator.
    [' =1+1', `' =1+1`],
    ['\u3000=1+1', `'\u3000=1+1`],
    ['a,  +1', `"a,'  +1"`],
    // A line break or a tab starts a cell too.
    ['first\n=1+1', `"first\n'=1+1"`],
    ['a\t@cmd', `a\t'@cmd`],
    // Full-width look-alikes, which some spreadsheets take as the formula characters.
    ['＝1+1', `'＝1+1`],
    ['＋1', `'＋1`],
    ['－1', `'－1`],
    ['＠cmd', `'＠cmd`],
    ['a;＝1', `"a;'＝1"`],
  ])('neutralises %j, a formula to a spreadsheet in some locale', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  test.each([
    ['safe = fine', 'safe = fine'],
    ['2026-11-25', '2026-11-25'],
    ['a - b + c', 'a - b + c'],
    ['x; y', '"x; y"'],
    [
      'https://docs.example.com/a?b=1&c=-2 https://x.example/',
      'https://docs.example.com/a?b=1&c=-2 https://x.example/',
    ],
  ])('leaves %j alone apart from quoting', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  test('numbers stay numbers, negative ones included', () => {
    expect([-3.25, 0, -0.5, 12].map(csvField)).toEqual(['-3.25', '0', '-0.5', '12']);
  });
});

test('csvFileName names the page, the filter and the day', () => {
  expect(csvFileName('Prompts', 'Last Month · ChatGPT, Gemini', '2026-11-25')).toBe(
    'sightline-prompts-last-month-chatgpt-gemini-2026-11-25.csv',
  );
  expect(csvFileName('Competitor Rankings', null, '2026-11-25')).toBe(
    'sightline-competitor-rankings-2026-11-25.csv',
  );
  expect(csvFileName('Überblick', 'Nov 1, 2026 – Nov 9, 2026', '2026-11-25')).toBe(
    'sightline-uberblick-nov-1-2026-nov-9-2026-2026-11-25.csv',
  );
});
