/**
 * Answer search through GraphQL, on the seeded demo store with a few answers of known text added to the
 * demo account and to another account: words in their language, phrases, Japanese, relevance, paging,
 * counts, snippets, scoping and a search too long.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db, SqlParam } from '../../db/db';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';
import { SEARCH_LIMITS } from './answers.service';
import { storeAnswers } from './collection.store';

let server: TestServer;
const tokens: Record<'demo' | 'fund', string> = { demo: '', fund: '' };

const DEMO_TEXTS = [
  'Zephyrcrm runs onboarding workshops for small agencies and keeps the price low.',
  'Die Quarzlampen der Agentur leuchten hell, und das Team arbeitet gern mit ihnen.',
  'The zorblat pricing page is clear, and the support team answers within a day.',
  'Pricing for zorblat is on the last page of the brochure, after the case studies.',
  '東京のゾルブラット代理店は対応が早くて素晴らしいです。',
  'Quibbleworth once. Many other tools exist for this job, and most of them cost more.',
  'Quibbleworth, quibbleworth and again quibbleworth: the quibbleworth suite covers it all.',
  'Some say quibbleworth is fine for teams that only need the basics.',
  'For agencies, quibbleworth and its reports come up in most comparisons this year.',
  'Quibbleworth works well with spreadsheets; quibbleworth exports are simple.',
  'Snorkelbee <b>onboarding</b> takes a day.',
  'Snorkelbee is slow; onboarding takes weeks.',
  '## Options\n\n**Blorptastic** leads:\n\n| Name | Known for |\n|---|---|\n| Blorptastic | `fast` imports |',
];

async function addAnswers(email: string, texts: string[], day = '2020-01-01') {
  const [account] = await server.db.query<{ brandId: string; promptId: string }>(
    `select p.user_id as "brandId", p.id as "promptId" from public.prompts p
     join public.profiles u on u.id = p.user_id where u.email = $1 order by p.created_at, p.id limit 1`,
    [email],
  );
  await storeAnswers(
    server.db,
    account!.brandId,
    texts.map((text, index) => ({
      promptId: account!.promptId,
      platform: 'chatgpt',
      day,
      sample: index + 1,
      collectedAt: new Date(`${day}T12:${String(index).padStart(2, '0')}:00Z`),
      status: 'ok' as const,
      engine: 'simulated',
      simulated: true,
      text,
      analyzer: 'rules@test',
      visible: false,
    })),
  );
}

/** The statements reading a search's matches, one per span of days, counted as they reach the database. */
let matchStatements = 0;
const countingMatchStatements = (db: Db): Db => ({
  ...db,
  query<Row>(sql: string, params?: readonly SqlParam[]) {
    if (sql.includes('getSearchMatches')) matchStatements += 1;
    return db.query<Row>(sql, params);
  },
});

beforeAll(async () => {
  server = await startTestServer({ seed: true, wrapDb: countingMatchStatements });
  tokens.demo = await signIn(server.url, 'demo@example.com');
  tokens.fund = await signIn(server.url, 'fund@example.com');
  await addAnswers('demo@example.com', DEMO_TEXTS);
  await addAnswers('fund@example.com', [
    'Quibbleworth is what this other account says, and zorblat pricing too.',
    'Zorblat has a sign-up form, and its pricing is hidden.',
  ]);
}, 120_000);
afterAll(() => server?.close());

const SEARCH = `query($filter: AnswersFilter, $first: Int, $after: String) {
  answers(filter: $filter, first: $first, after: $after) {
    totalCount totalCountIsLowerBound okCount visibleCount failureCount
    pageInfo { hasNextPage endCursor }
    edges { cursor snippet snippetMatches { start end } node { id text platform day question } }
  }
}`;

interface Edge {
  cursor: string;
  snippet: string | null;
  snippetMatches: { start: number; end: number }[];
  node: { id: string; text: string; platform: string; day: string; question: string };
}

async function search(
  filter: Record<string, unknown>,
  first = 20,
  after: string | null = null,
  token = tokens.demo,
) {
  const response = await graphql<any>(server.url, SEARCH, { filter, first, after }, token);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.answers as {
    totalCount: number;
    totalCountIsLowerBound: boolean;
    okCount: number;
    visibleCount: number;
    failureCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Edge[];
  };
}

const texts = (edges: Edge[]) => edges.map((edge) => edge.node.text);
const highlighted = (edge: Edge) => edge.snippetMatches.map((m) => edge.snippet!.slice(m.start, m.end));

describe('what a search finds', () => {
  test('an English word in its other forms (stemming), with the passage and the words matched', async () => {
    const { edges, totalCount } = await search({ search: 'running workshop' });
    expect(texts(edges)).toEqual([DEMO_TEXTS[0]]);
    expect(totalCount).toBe(1);
    expect(edges[0]!.snippet).toContain('runs onboarding workshops');
    expect(highlighted(edges[0]!)).toEqual(['runs', 'workshops']);
    expect(edges[0]!.node).toMatchObject({ platform: 'CHATGPT', day: '2020-01-01' });
    expect(edges[0]!.node.question.length).toBeGreaterThan(0);
  });

  test('a German word in another form, by the German stemmer', async () => {
    const { edges } = await search({ search: 'Quarzlampe' });
    expect(texts(edges)).toEqual([DEMO_TEXTS[1]]);
    expect(highlighted(edges[0]!)).toEqual(['Quarzlampen']);
  });

  test('a quoted phrase: its words next to each other, not only both somewhere', async () => {
    expect(texts((await search({ search: '"zorblat pricing"' })).edges)).toEqual([DEMO_TEXTS[2]]);
    // In other forms of its words, as text search reads them, as well as written.
    expect(texts((await search({ search: '"zorblat prices"' })).edges)).toEqual([DEMO_TEXTS[2]]);
    expect(texts((await search({ search: '"ZORBLAT   pricing" -brochure' })).edges)).toEqual([DEMO_TEXTS[2]]);
    // Beside a hyphenated word (checked by text search alone), the phrase's words must still be adjacent.
    expect(
      texts((await search({ search: '"zorblat pricing" sign-up' }, 20, null, tokens.fund)).edges),
    ).toEqual([]);
    // Read in a row across what is not written as a space (a tag), not where other words stand between.
    expect(texts((await search({ search: '"snorkelbee onboarding"' })).edges)).toEqual([DEMO_TEXTS[10]]);
    // Unquoted, every word must appear, anywhere.
    expect(texts((await search({ search: 'zorblat pricing' })).edges).sort()).toEqual(
      [DEMO_TEXTS[2], DEMO_TEXTS[3]].sort(),
    );
  });

  test('Japanese, which has no spaces between words: a stretch of the text', async () => {
    const { edges } = await search({ search: 'ゾルブラット' });
    expect(texts(edges)).toEqual([DEMO_TEXTS[4]]);
    expect(highlighted(edges[0]!)).toEqual(['ゾルブラット']);
  });

  test('a passage reads without its Markdown: no emphasis, code or heading marks, table cells set apart', async () => {
    const { edges } = await search({ search: 'blorptastic' });
    expect(texts(edges)).toEqual([DEMO_TEXTS.at(-1)]);
    expect(edges[0]!.snippet).not.toMatch(/[*`#|\n]/);
    expect(edges[0]!.snippet).toContain('Blorptastic leads: Name · Known for · Blorptastic · fast imports');
    expect(highlighted(edges[0]!)).toEqual(['Blorptastic', 'Blorptastic']);
  });

  test('a phrase of words text search ignores ("is on the") is found as written', async () => {
    const { edges } = await search({ search: '"is on the"', day: '2020-01-01' });
    expect(texts(edges)).toEqual([DEMO_TEXTS[3]]);
    expect(highlighted(edges[0]!)).toEqual(['is on the']);
  });

  test("a long answer's passage for a phrase is around the phrase, its words marked there", async () => {
    const filler = 'The glimmerfox team wrote a plan, and the rollout of it went well for everyone. '.repeat(
      30,
    );
    const text = `${filler}Next quarter the glimmerfox rollout plan covers every office. ${filler}`;
    await addAnswers('fund@example.com', [text], '2020-01-05');
    const { edges } = await search({ search: '"glimmerfox rollout plan"' }, 20, null, tokens.fund);
    expect(texts(edges)).toEqual([text]);
    expect(edges[0]!.snippet).toMatch(/^….*glimmerfox rollout plan.*…$/);
    expect(highlighted(edges[0]!)).toEqual(expect.arrayContaining(['glimmerfox', 'rollout', 'plan']));
  });

  test('part of a word is not a word where a language splits the text', async () => {
    expect((await search({ search: 'ephyrcr' })).totalCount).toBe(0);
  });

  test('a blank search is no search; it combines with the other filters', async () => {
    const all = await search({ day: '2020-01-01' }, 0);
    expect(all.totalCount).toBe(DEMO_TEXTS.length);
    expect((await search({ day: '2020-01-01', search: '   ' }, 0)).totalCount).toBe(DEMO_TEXTS.length);
    const newestFirst = await search({ day: '2020-01-01', search: '' }, 1);
    expect(newestFirst.edges[0]!.node.text).toBe(DEMO_TEXTS.at(-1));
    expect(newestFirst.edges[0]!.snippet).toBeNull();
    expect((await search({ search: 'quibbleworth', day: '2019-12-31' })).totalCount).toBe(0);
    expect((await search({ search: 'quibbleworth', platform: 'GEMINI' })).totalCount).toBe(0);
  });
});

describe('order, pages and counts', () => {
  test('the most relevant first: the answer saying it four times before those saying it once', async () => {
    const { edges, totalCount, okCount, visibleCount, failureCount } = await search({
      search: 'quibbleworth',
    });
    expect([totalCount, okCount, visibleCount, failureCount]).toEqual([5, 5, 0, 0]);
    expect(edges[0]!.node.text).toBe(DEMO_TEXTS[6]);
    expect(edges.at(-1)!.node.text).not.toBe(DEMO_TEXTS[6]);
  });

  test('pages of two walk the same order as one page, each answer once', async () => {
    const whole = texts((await search({ search: 'quibbleworth' })).edges);
    const paged: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const page = await search({ search: 'quibbleworth' }, 2, after);
      expect(page.totalCount).toBe(5);
      paged.push(...texts(page.edges));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(whole);
  });

  test('past the answers a search ranks, the newest of them are listed by relevance and counted as a lower bound', async () => {
    const all = await search({ search: 'quibbleworth' });
    expect([all.totalCount, all.totalCountIsLowerBound]).toEqual([5, false]);
    const ranked = SEARCH_LIMITS.ranked;
    SEARCH_LIMITS.ranked = 3;
    try {
      const newest = await search({ search: 'quibbleworth' });
      expect([newest.totalCount, newest.totalCountIsLowerBound, newest.okCount]).toEqual([3, true, 3]);
      // The three newest (texts 7 to 9), the one saying it twice first; text 6, saying it four times, is older.
      expect(texts(newest.edges)).toEqual([DEMO_TEXTS[9], DEMO_TEXTS[8], DEMO_TEXTS[7]]);
      expect(newest.pageInfo.hasNextPage).toBe(false);
      const first = await search({ search: 'quibbleworth' }, 2);
      const rest = await search({ search: 'quibbleworth' }, 2, first.pageInfo.endCursor);
      expect([...texts(first.edges), ...texts(rest.edges)]).toEqual(texts(newest.edges));
      expect(rest.pageInfo.hasNextPage).toBe(false);
      // Exactly as many matches as it ranks: the count is whole.
      SEARCH_LIMITS.ranked = 5;
      expect((await search({ search: 'quibbleworth' })).totalCountIsLowerBound).toBe(false);
    } finally {
      SEARCH_LIMITS.ranked = ranked;
    }
  });

  test("another account's matching answers never appear, nor count", async () => {
    const { edges, totalCount } = await search({ search: 'zorblat pricing' });
    expect(totalCount).toBe(2);
    expect(texts(edges).some((text) => text.includes('other account'))).toBe(false);
    const theirs = await search({ search: 'quibbleworth' }, 20, null, tokens.fund);
    expect(texts(theirs.edges)).toEqual([
      'Quibbleworth is what this other account says, and zorblat pricing too.',
    ]);
  });
});

// Slow: the worst-case scan, read in spans over many answers by design. Guards its bound.
test(
  'a search no language reads a word in is read in spans of a few answers, and finds the same answers',
  { tags: ['slow'] },
  async () => {
    const cases = [{ search: '|' }, { search: '"is on the"' }, { search: '%' }];
    const read = async (filter: Record<string, unknown>) => {
      matchStatements = 0;
      const { totalCount, totalCountIsLowerBound, edges } = await search(filter);
      return {
        found: { totalCount, totalCountIsLowerBound, ids: edges.map((e) => e.node.id) },
        matchStatements,
      };
    };
    const spanAnswers = SEARCH_LIMITS.scanSpanAnswers;
    for (const filter of cases) {
      const whole = await read(filter);
      SEARCH_LIMITS.scanSpanAnswers = 50;
      try {
        const spans = await read(filter);
        expect(spans.found, filter.search).toEqual(whole.found);
        expect(spans.matchStatements, filter.search).toBeGreaterThan(whole.matchStatements);
      } finally {
        SEARCH_LIMITS.scanSpanAnswers = spanAnswers;
      }
    }
    // The table's pipes are in the demo's answers too: more than one span's worth of matches.
    expect((await read(cases[0]!)).found.totalCount).toBeGreaterThan(1);
  },
);

test('a search text search cannot read (forty `-` in a row) is refused with BAD_USER_INPUT, not a server error', async () => {
  for (const words of ['-'.repeat(40), '- '.repeat(100).trim()]) {
    const response = await graphql<any>(
      server.url,
      SEARCH,
      { filter: { search: words }, first: 1 },
      tokens.demo,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject([
      { message: expect.stringMatching(/too many operators/), extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect(JSON.stringify(response.body.errors)).not.toMatch(/SQLSTATE|getSearchWords/);
  }
  // Fewer in a row are read, as a stretch of text.
  expect((await search({ search: '-'.repeat(30) })).totalCount).toBe(0);
});

test('a 10,000-character search is refused with BAD_USER_INPUT, and nothing else is answered', async () => {
  const response = await graphql<any>(
    server.url,
    SEARCH,
    { filter: { search: 'quibbleworth '.repeat(770) }, first: 20 },
    tokens.demo,
  );
  expect(response.status).toBe(400);
  const errors = response.body.errors ?? [];
  expect(errors).toHaveLength(1);
  expect(errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
  expect(errors[0]!.message).toMatch(/search must be at most 200 characters/);
  expect(JSON.stringify(errors)).not.toMatch(/stacktrace|\.ts:\d+/);
  expect(response.body.data?.answers ?? null).toBeNull();
});
