/**
 * The prompts grid through GraphQL on the seeded demo account: its figures are the overview's and the
 * answers drawer's for the same filter (visibility, interval, position, sentiment, per platform, the
 * sparkline's days), and its topic, search and sort narrow and order the rows; bad input is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  token = await signIn(server.url, 'demo@example.com');
}, 300_000);
afterAll(() => server?.close());

const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<any> =>
  (await graphql<any>(server.url, query, variables, token)).body;

const GRID = `query Grid($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter, $topicId: ID,
  $search: String, $sort: PromptGridSort) {
  promptGrid(period: $period, platforms: $platforms, promptKind: $promptKind, topicId: $topicId, search: $search,
    sort: $sort) {
    platforms sparklineFrom sparklineTo totalCount
    rows {
      id question topicId topicName promptKind answers impressions failures visibilityPercentage visibilityLow
      visibilityHigh averagePosition sentimentScore sentimentMentions
      platforms { platform answers impressions visibilityPercentage }
      sparkline
    }
  }
}`;

async function grid(variables: Record<string, unknown>) {
  const body = await gql(GRID, variables);
  expect(body.errors).toBeUndefined();
  return body.data.promptGrid;
}

const FILTERS = [
  { period: { preset: 'LAST_30_DAYS' }, platforms: ['CHATGPT', 'GEMINI'], promptKind: 'ALL' },
  { period: { preset: 'ALL_TIME' }, platforms: [], promptKind: 'UNBRANDED' },
  { period: { from: '2026-09-01', to: '2026-10-15' }, platforms: ['PERPLEXITY'], promptKind: 'BRANDED' },
];

/** Every answer matching the filter, page by page, with its position and sentiment. */
async function visibleAnswers(filter: Record<string, unknown>) {
  const nodes: { position: number | null; sentiment: number | null }[] = [];
  let after: string | null = null;
  do {
    const body = await gql(
      `query($filter: AnswersFilter!, $after: String) {
        answers(filter: $filter, first: 100, after: $after) {
          pageInfo { hasNextPage endCursor } edges { node { position sentiment } } } }`,
      { filter, after },
    );
    expect(body.errors).toBeUndefined();
    nodes.push(...body.data.answers.edges.map((edge: any) => edge.node));
    after = body.data.answers.pageInfo.hasNextPage ? body.data.answers.pageInfo.endCursor : null;
  } while (after);
  return nodes;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (rows: any[], field: string) => rows.reduce((total, row) => total + row[field], 0);

describe.each(FILTERS)('under the filter %o', (filter) => {
  test("the rows add up to the overview's figures", async () => {
    const [{ rows }, overview] = await Promise.all([
      grid(filter),
      gql(
        `query($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter) {
          overview(period: $period, platforms: $platforms, promptKind: $promptKind) {
            promptCount metrics { answers impressions failures } } }`,
        filter,
      ),
    ]);
    expect(overview.errors).toBeUndefined();
    const { metrics, promptCount } = overview.data.overview;
    expect(rows.length).toBe(promptCount);
    expect(sum(rows, 'answers')).toBe(metrics.answers);
    expect(sum(rows, 'impressions')).toBe(metrics.impressions);
    expect(sum(rows, 'failures')).toBe(metrics.failures);
  });

  test("each figure is the answers drawer's for that prompt", async () => {
    const { rows, platforms, sparklineTo } = await grid({
      ...filter,
      sort: { column: 'VISIBILITY', descending: true },
    });
    const collected = rows.filter((row: any) => row.answers > 0);
    expect(collected.length).toBeGreaterThan(0);
    // The most and the least visible prompts, and one between.
    for (const row of [collected[0], collected[Math.floor(collected.length / 2)], collected.at(-1)]) {
      const answers = await gql(
        `query($figure: AnswersFilter!) {
          answers(filter: $figure, first: 0) { okCount visibleCount failureCount } }`,
        { figure: { promptId: row.id, ...filter } },
      );
      expect(answers.errors).toBeUndefined();
      const figure = answers.data.answers;
      expect([row.answers, row.impressions, row.failures]).toEqual([
        figure.okCount,
        figure.visibleCount,
        figure.failureCount,
      ]);
      expect(row.visibilityPercentage).toBe(round1((figure.visibleCount / figure.okCount) * 100));
      expect(row.visibilityLow).toBeLessThanOrEqual(row.visibilityPercentage);
      expect(row.visibilityHigh).toBeGreaterThanOrEqual(row.visibilityPercentage);
      expect(row.visibilityHigh - row.visibilityLow).toBeGreaterThan(0);

      const nodes = await visibleAnswers({ promptId: row.id, ...filter, visible: true });
      expect(nodes).toHaveLength(figure.visibleCount);
      const positions = nodes.filter((n: any) => n.position !== null).map((n: any) => n.position);
      const sentiments = nodes.filter((n: any) => n.sentiment !== null).map((n: any) => n.sentiment);
      if (positions.length === 0) expect(row.averagePosition).toBeNull();
      else
        expect(row.averagePosition).toBeCloseTo(
          positions.reduce((total: number, p: number) => total + p, 0) / positions.length,
          2,
        );
      expect(row.sentimentMentions).toBe(sentiments.length);
      if (sentiments.length === 0) expect(row.sentimentScore).toBeNull();
      else
        expect(row.sentimentScore).toBeCloseTo(
          sentiments.reduce((total: number, s: number) => total + s, 0) / sentiments.length,
          1,
        );

      expect(row.platforms.map((p: any) => p.platform)).toEqual(platforms);
      const [first] = row.platforms;
      const onOne = await gql(
        `query($figure: AnswersFilter!) { answers(filter: $figure, first: 0) { okCount visibleCount } }`,
        { figure: { promptId: row.id, ...filter, platforms: [first.platform] } },
      );
      expect([first.answers, first.impressions]).toEqual([
        onOne.data.answers.okCount,
        onOne.data.answers.visibleCount,
      ]);

      expect(row.sparkline).toHaveLength(30);
      const lastDay = await gql(
        `query($figure: AnswersFilter!) { answers(filter: $figure, first: 0) { okCount visibleCount } }`,
        {
          figure: {
            promptId: row.id,
            day: sparklineTo,
            platforms: filter.platforms,
            promptKind: filter.promptKind,
          },
        },
      );
      const { okCount, visibleCount } = lastDay.data.answers;
      expect(row.sparkline.at(-1)).toBe(okCount > 0 ? round1((visibleCount / okCount) * 100) : null);
    }
  });
});

const SPARKLINES = `query($promptIds: [ID!]!, $period: PeriodInput, $platforms: [Platform!]) {
  promptSparklines(promptIds: $promptIds, period: $period, platforms: $platforms) { from to rows { promptId points } }
}`;

describe('sparklines by page', () => {
  test("a page of rows' sparklines is theirs in the grid, in the order asked, and bad input is refused", async () => {
    for (const filter of FILTERS) {
      const { rows, sparklineFrom, sparklineTo } = await grid(filter);
      const page = rows.slice(0, 7).reverse();
      const body = await gql(SPARKLINES, {
        promptIds: page.map((row: any) => row.id),
        period: filter.period,
        platforms: filter.platforms,
      });
      expect(body.errors).toBeUndefined();
      const { from, to, rows: lines } = body.data.promptSparklines;
      expect([from, to]).toEqual([sparklineFrom, sparklineTo]);
      expect(lines).toEqual(page.map((row: any) => ({ promptId: row.id, points: row.sparkline })));
      expect(lines.some((line: any) => line.points.some((point: number | null) => point !== null))).toBe(
        true,
      );
    }

    const ids = (await grid(FILTERS[0]!)).rows.map((row: any) => row.id);
    const fundToken = await signIn(server.url, 'fund@example.com');
    const fund = await graphql<any>(server.url, GRID, {}, fundToken);
    const fundPrompt = fund.body.data.promptGrid.rows[0].id;
    const refused = async (promptIds: string[], message: RegExp) => {
      const answer = await gql(SPARKLINES, { promptIds });
      expect(answer.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(answer.errors[0].message).toMatch(message);
    };
    await refused([], /at least one prompt/);
    await refused(
      Array.from({ length: 101 }, () => randomUUID()),
      /at most 100/,
    );
    await refused(['not-an-id'], /not a valid id/);
    await refused([ids[0], fundPrompt], /No such prompt in this account/);
  });
});

describe('narrowing and order', () => {
  const ALL = { period: { preset: 'ALL_TIME' }, promptKind: 'ALL' };

  test('a topic, a search and a sort narrow and order the rows', async () => {
    const all = await grid(ALL);
    const topicId = all.rows.at(-1).topicId;
    const inTopic = await grid({ ...ALL, topicId });
    expect(inTopic.totalCount).toBe(all.rows.length);
    expect(inTopic.rows.length).toBeGreaterThan(0);
    expect(inTopic.rows.length).toBeLessThan(all.rows.length);
    expect(inTopic.rows.every((row: any) => row.topicId === topicId)).toBe(true);

    const word = all.rows[0].question.split(' ').at(-1).slice(0, 4).toUpperCase();
    const found = await grid({ ...ALL, search: `  ${word} ` });
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.map((row: any) => row.id)).toEqual(
      all.rows
        .filter((row: any) => row.question.toLowerCase().includes(word.toLowerCase()))
        .map((row: any) => row.id),
    );

    for (const descending of [false, true]) {
      const sorted = await grid({ ...ALL, sort: { column: 'SENTIMENT', descending } });
      const values = sorted.rows.map((row: any) => row.sentimentScore);
      const known = values.filter((value: number | null) => value !== null);
      expect(values.slice(0, known.length)).toEqual(known); // nulls last
      expect(known).toEqual([...known].sort((a, b) => (descending ? b - a : a - b)));
    }
    const byPlatform = await grid({
      ...ALL,
      sort: { column: 'PLATFORM_VISIBILITY', platform: 'GEMINI', descending: true },
    });
    const gemini = byPlatform.rows.map(
      (row: any) => row.platforms.find((p: any) => p.platform === 'GEMINI').visibilityPercentage,
    );
    expect(gemini).toEqual([...gemini].sort((a, b) => b - a));
    const byPrompt = await grid({ ...ALL, sort: { column: 'PROMPT' } });
    const questions = byPrompt.rows.map((row: any) => row.question);
    expect(questions).toEqual([...questions].sort((a, b) => a.localeCompare(b)));
  });

  test('bad input is refused with a message', async () => {
    const unknownTopic = await gql(GRID, { topicId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownTopic.errors[0].message).toBe('Unknown topic.');
    const notATopic = await gql(GRID, { topicId: 'api' });
    expect(notATopic.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const noPlatform = await gql(GRID, { sort: { column: 'PLATFORM_VISIBILITY' } });
    expect(noPlatform.errors[0].message).toBe("Sorting by a platform's visibility needs the platform.");
    const backwards = await gql(GRID, { period: { from: '2026-10-15', to: '2026-09-01' } });
    expect(backwards.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
