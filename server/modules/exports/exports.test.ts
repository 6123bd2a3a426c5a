/**
 * GET /api/export/answers.csv through a real server: one row per answer, RFC 4180 as a CSV parser reads
 * it, formula-like cells neutralised, the same counts as the answers GraphQL gives for the same filter,
 * every page of the keyset walk present once, and bad filters or foreign accounts refused before a byte.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { storeAnswers, type StoredAnswerInput } from '../collection';
import { ANSWERS_CSV_HEADER, EXPORT_PAGE_SIZE } from './exports.service';

let server: TestServer;
let token: string;
let brandId: string;
let otherUserId: string;
let apiTopic: string;
let docsTopic: string;

const TRICKY_PROMPT = 'Which gateway is "fast", cheap\nand open?';
const FORMULA_PROMPT = '=HYPERLINK("http://attacker.example","click")';
/** A topic whose second half is a formula where `;` separates cells (de-DE, fr-FR …). */
const SEMICOLON_TOPIC = 'Docs;=cmd|" /C calc"!A0';
/** A full-width = after a blank: some spreadsheets trim the blank and read ＝ as =. */
const FULL_WIDTH_PROMPT = ' ＝1+1 docs portals?';
const DAYS = 205;
/** The answer (day 1, first prompt, ChatGPT) read on the app's page. */
const APP_ANSWER = 10;

const dayOf = (index: number) =>
  new Date(Date.UTC(2026, 4, 1) + index * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  ({ token, brandId } = await signUp(server.url, 'exporter'));
  ({ brandId: otherUserId } = await signUp(server.url, 'bystander'));
  const db = server.db;
  await db.query(`insert into brands (user_id, name) values ($1, 'Quillstack')`, [brandId]);
  const [kong, tyk] = await db.query<{ id: string }>(
    `insert into competitors (user_id, name) values ($1, 'Kong, Inc.'), ($1, 'Tyk') returning id`,
    [brandId],
  );
  [{ id: apiTopic }, { id: docsTopic }] = (await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'API gateways', 'api'), ($1, $2, 'docs') returning id`,
    [brandId, SEMICOLON_TOPIC],
  )) as [{ id: string }, { id: string }];
  const prompts = await db.query<{ id: string; topic_id: string }>(
    `insert into prompts (user_id, topic_id, question) values
      ($1, $2, $4), ($1, $2, $5), ($1, $2, '+1 trick: best gateway?'), ($1, $3, '@docs tools?'), ($1, $3, $6)
     returning id, topic_id`,
    [brandId, apiTopic, docsTopic, TRICKY_PROMPT, FORMULA_PROMPT, FULL_WIDTH_PROMPT],
  );
  // 5 prompts × 2 platforms × 205 days = 2,050 answers: more than one export page.
  const answers: StoredAnswerInput[] = [];
  for (let day = 0; day < DAYS; day++)
    for (const [p, prompt] of prompts.entries())
      for (const platform of ['chatgpt', 'gemini']) {
        const n = day * 10 + p * 2 + (platform === 'gemini' ? 1 : 0);
        const failed = n % 17 === 0;
        const visible = !failed && n % 3 !== 0;
        answers.push({
          promptId: prompt.id,
          platform,
          day: dayOf(day),
          collectedAt: `${dayOf(day)}T06:${String(p * 2).padStart(2, '0')}:00.000Z`,
          status: failed ? 'failed' : 'ok',
          error: failed ? 'HTTP 503' : null,
          engine: 'test',
          simulated: false,
          text: failed ? null : 'An answer.',
          analyzer: failed ? null : 'rules@test',
          visible,
          position: visible ? 1 + (n % 2) : null,
          sentiment: visible ? 40 + (n % 30) : null,
          competitors: failed
            ? []
            : [
                { competitorId: kong!.id, position: 1 },
                ...(n % 2 ? [{ competitorId: tyk!.id, position: 2 }] : []),
              ],
          sources: failed ? [] : [{ url: `https://docs.example.com/${n % 4}`, domain: 'docs.example.com' }],
          // One answer read on ChatGPT's app page, with its product cards.
          ...(n === APP_ANSWER
            ? {
                surface: 'APP' as const,
                products: [
                  { position: 1, title: 'Quillstack Gateway', brand: 'Quillstack', merchants: ['Target'] },
                  { position: 2, title: 'Unbranded Proxy', brand: null, merchants: [] },
                ].map((card) => ({ ...card, price: null, currency: null, rating: null, url: null })),
              }
            : {}),
        });
      }
  await storeAnswers(db, brandId, answers);
}, 120_000);
afterAll(() => server?.close());

async function exportCsv(query: string, as: string | null = token) {
  const response = await fetch(`${server.url}/api/export/answers.csv${query}`, {
    headers: as ? { authorization: `Bearer ${as}` } : {},
  });
  // Decoded keeping the byte-order mark (response.text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

type CsvRow = Record<(typeof ANSWERS_CSV_HEADER)[number], string>;
const rowsOf = (text: string) =>
  parse(text, { bom: true, columns: true, skip_empty_lines: true }) as CsvRow[];

async function graphqlCounts(filter: Record<string, unknown>) {
  const { body } = await graphql<{
    answers: { totalCount: number; visibleCount: number; failureCount: number };
  }>(
    server.url,
    'query($f: AnswersFilter) { answers(filter: $f, first: 0) { totalCount visibleCount failureCount } }',
    { f: filter },
    token,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.answers;
}

describe('GET /api/export/answers.csv', () => {
  test('streams every answer once, as RFC 4180 with a byte-order mark, with the counts GraphQL gives', async () => {
    const { response, text } = await exportCsv('');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sightline-answers.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(ANSWERS_CSV_HEADER.join(','));

    const rows = rowsOf(text);
    expect(rows.length).toBe(DAYS * 10);
    expect(rows.length).toBeGreaterThan(EXPORT_PAGE_SIZE);
    expect(new Set(rows.map((row) => row.answer_id)).size).toBe(rows.length);
    // Oldest first across the page boundary.
    const stamps = rows.map((row) => row.collected_at);
    expect([...stamps].sort()).toEqual(stamps);

    const all = await graphqlCounts({});
    expect(rows.length).toBe(all.totalCount);
    expect(rows.filter((row) => row.visible === 'true').length).toBe(all.visibleCount);
    expect(rows.filter((row) => row.status === 'failed').length).toBe(all.failureCount);
  });

  test('each answer says its surface; an app answer lists its product cards in order, with their makers', async () => {
    const rows = rowsOf((await exportCsv('')).text);
    const app = rows.filter((row) => row.surface === 'APP');
    expect(app).toHaveLength(1);
    expect(app[0]).toMatchObject({
      date: dayOf(1),
      platform: 'ChatGPT',
      product_cards: 'Quillstack Gateway (Quillstack); Unbranded Proxy',
    });
    expect(rows.filter((row) => row.surface === 'API')).toHaveLength(rows.length - 1);
    expect(rows.filter((row) => row.product_cards !== '')).toHaveLength(1);
  });

  test('quotes, commas and line breaks survive; formula-like cells are neutralised', async () => {
    const rows = rowsOf((await exportCsv('')).text);
    const tricky = rows.find((row) => row.prompt === TRICKY_PROMPT);
    expect(tricky).toBeDefined();
    expect(rows.some((row) => row.prompt === `'${FORMULA_PROMPT}`)).toBe(true);
    expect(rows.some((row) => row.prompt === "'+1 trick: best gateway?")).toBe(true);
    expect(rows.some((row) => row.prompt === "'@docs tools?")).toBe(true);
    expect(rows.some((row) => row.prompt.startsWith('='))).toBe(false);
    const named = rows.find((row) => row.competitors_named.includes('Tyk'));
    expect(named?.competitors_named).toBe('Kong, Inc.; Tyk');
    const visible = rows.find((row) => row.visible === 'true')!;
    expect(visible).toMatchObject({ platform: expect.stringMatching(/^(ChatGPT|Gemini)$/), status: 'ok' });
    expect(Number(visible.sentiment)).toBeGreaterThanOrEqual(40);
    expect(['positive', 'neutral', 'negative']).toContain(visible.sentiment_label);
    expect(visible.cited_urls).toMatch(/^https:\/\/docs\.example\.com\/\d$/);
    const failed = rows.find((row) => row.status === 'failed')!;
    expect(failed).toMatchObject({
      visible: '',
      position: '',
      sentiment: '',
      competitors_named: '',
      cited_urls: '',
    });
  });

  test('no cell starts a formula, read with commas or with the semicolons of other locales', async () => {
    const { text } = await exportCsv('');
    const rows = rowsOf(text);
    expect(rows.some((row) => row.topic === `Docs;'=cmd|" /C calc"!A0`)).toBe(true);
    expect(rows.some((row) => row.prompt === `' ＝1+1 docs portals?`)).toBe(true);
    const formula = /^[\s"]*[=+\-@＝＋－＠]/;
    const commaCells = rows.flatMap((row) => Object.values(row));
    expect(commaCells.filter((cell) => formula.test(cell))).toEqual([]);
    // Where `;` is the list separator, a spreadsheet splits every line at it, quotes or not.
    const semicolonCells = text.split('\r\n').flatMap((line) => line.split(';').slice(1));
    expect(semicolonCells.length).toBeGreaterThan(0);
    expect(semicolonCells.filter((cell) => formula.test(cell))).toEqual([]);
  });

  test('from, to, topic_id and platform narrow it exactly as the answers filter does', async () => {
    const from = dayOf(10);
    const to = dayOf(39);
    const { response, text } = await exportCsv(
      `?from=${from}&to=${to}&topic_id=${docsTopic}&platform=gemini`,
    );
    expect(response.headers.get('content-disposition')).toContain(`sightline-answers-${from}_to_${to}.csv`);
    const rows = rowsOf(text);
    expect(rows.length).toBe(30 * 2);
    expect(new Set(rows.map((row) => row.topic))).toEqual(new Set([`Docs;'=cmd|" /C calc"!A0`]));
    expect(new Set(rows.map((row) => row.platform))).toEqual(new Set(['Gemini']));
    expect(rows.every((row) => row.date >= from && row.date <= to)).toBe(true);
    const counts = await graphqlCounts({ from, to, topicId: docsTopic, platform: 'GEMINI' });
    expect(rows.length).toBe(counts.totalCount);
    expect(rows.filter((row) => row.visible === 'true').length).toBe(counts.visibleCount);
  });

  test('bad filters, no token and another account are refused with a message before any CSV', async () => {
    const refused = async (query: string, status: number, message: RegExp, as: string | null = token) => {
      const { response, text } = await exportCsv(query, as);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(JSON.parse(text)).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
    };
    await refused(`?from=${dayOf(20)}&to=${dayOf(10)}`, 400, /from must not be after to/);
    await refused('?from=2026-02-30', 400, /YYYY-MM-DD/);
    await refused('?topic_id=not-an-id', 400, /not a valid id/);
    await refused('?topic_id=6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', 400, /No such topic/);
    await refused('?platform=bing', 400, /platform must be one of/);
    await refused(`?user_id=${otherUserId}`, 403, /does not match the signed-in user/);
    await refused('', 401, /Sign in/, null);
    // The caller's own user_id is accepted.
    expect((await exportCsv(`?user_id=${brandId}&topic_id=${apiTopic}`)).response.status).toBe(200);
  });
});
