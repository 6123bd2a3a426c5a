/**
 * The competitors page through GraphQL. On a small account whose answers are known one by one: the exact
 * figures, head to head and the answer gaps in their order, under each part of the page filter. On the
 * seeded demo: the same figures as the overview's Competitor Rankings, day by day and platform by
 * platform, and every count opens exactly as many answers in the drawer. Other accounts' ids and bad
 * input are refused.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn, signUp } from '../../test/http';
import { storeAnswers, type StoredAnswerInput } from '../collection';

let server: TestServer;
const tokens = { demo: '', fund: '', rival: '' };
const ids = { alpha: '', beta: '', gamma: '' };
const prompts = { p1: '', p2: '', p3: '', p4: '' };

const QUESTIONS = {
  p1: 'Which project tracker suits a small team?',
  p2: 'Best budget tracker?',
  p3: 'Which tracker has the best API?',
  p4: 'Cheapest tracker?',
};

// Seeding both demo accounts takes minutes on a loaded machine.
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  tokens.demo = await signIn(server.url, 'demo@example.com');
  tokens.fund = await signIn(server.url, 'fund@example.com');
  const rival = await signUp(server.url, 'rival-watcher');
  tokens.rival = rival.token;
  const db = server.db;
  const brandId = rival.brandId;
  await db.query(`insert into brands (user_id, name) values ($1, 'Acme')`, [brandId]);
  const competitorIds = (
    await db.query<{ id: string }>(
      `insert into competitors (user_id, name, created_at) values
        ($1, 'Alpha', now()), ($1, 'Beta', now() + interval '1 second'), ($1, 'Gamma', now() + interval '2 seconds')
       returning id`,
      [brandId],
    )
  ).map((row) => row.id);
  Object.assign(ids, { alpha: competitorIds[0], beta: competitorIds[1], gamma: competitorIds[2] });
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Trackers', 'trackers') returning id`,
    [brandId],
  );
  const promptIds = (
    await db.query<{ id: string }>(
      `insert into prompts (user_id, topic_id, question) select $1, $2, q from unnest($3::text[]) with ordinality as t(q, n)
       order by n returning id`,
      [brandId, topic!.id, Object.values(QUESTIONS)],
    )
  ).map((row) => row.id);
  Object.assign(prompts, { p1: promptIds[0], p2: promptIds[1], p3: promptIds[2], p4: promptIds[3] });
  const today = todayUtc();
  const answer = (
    promptId: string,
    sample: number,
    visible: boolean,
    competitors: string[],
    extra: Partial<StoredAnswerInput> = {},
  ): StoredAnswerInput => ({
    promptId,
    platform: 'chatgpt',
    day: today,
    sample,
    status: 'ok',
    engine: 'test',
    simulated: false,
    text: 'An answer.',
    visible,
    position: visible ? 1 : null,
    sentiment: visible ? 70 : null,
    competitors: competitors.map((competitorId, index) => ({ competitorId, position: index + 2 })),
    ...extra,
  });
  await storeAnswers(db, brandId, [
    answer(prompts.p1, 1, false, [ids.alpha, ids.beta]),
    answer(prompts.p1, 2, false, [ids.alpha]),
    answer(prompts.p1, 3, true, [ids.alpha]),
    { ...answer(prompts.p1, 4, false, []), status: 'failed', error: 'timed out', text: null, visible: null },
    answer(prompts.p2, 1, false, [ids.gamma]),
    answer(prompts.p2, 2, true, []),
    answer(prompts.p2, 3, false, []),
    answer(prompts.p3, 1, false, [ids.alpha, ids.beta, ids.gamma], {
      platform: 'gemini',
      sources: [
        { url: 'https://x.example/review', domain: 'x.example' },
        { url: 'https://y.example/list', domain: 'y.example' },
      ],
    }),
    answer(prompts.p3, 2, true, [], {
      platform: 'gemini',
      sources: [{ url: 'https://y.example/list', domain: 'y.example' }],
    }),
    answer(prompts.p4, 1, false, [ids.beta], { day: addDays(today, -10) }),
  ]);
}, 600_000);
afterAll(() => server?.close());

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await graphql<any>(server.url, query, variables, token);
  return response;
}

async function data(token: string, query: string, variables: Record<string, unknown> = {}) {
  const { body } = await gql(token, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const FILTER_ARGS = '$period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter';
const FILTER = 'period: $period, platforms: $platforms, promptKind: $promptKind';

const COMPETITIVE = `query(${FILTER_ARGS}) {
  competitive(${FILTER}) {
    answers
    period { from to days }
    platforms
    brands { competitorId name isBrand mentions visibility shareOfVoice rank }
    series { brand { competitorId name } points { date mentions answers visibility shareOfVoice } }
    heatmap { platform label answers brands { competitorId name isBrand mentions visibility } }
    headToHead {
      competitorId name
      competitorOnly { prompts answers topPrompts { promptId question answers } }
      brandOnly { prompts answers topPrompts { promptId question answers } }
    }
    gapCount
    gaps(first: 50) {
      promptId question topicName answers totalAnswers
      competitors { competitorId name answers }
      sources { domain answers brandAnswers brandPage competitorOnly }
    }
  }
}`;

interface Filter {
  period?: unknown;
  platforms?: string[];
  promptKind?: string;
}

const competitive = async (token: string, filter: Filter = {}) =>
  (await data(token, COMPETITIVE, filter as Record<string, unknown>)).competitive;

/** Every answer of the small account: all time, both kinds of prompt (the default is the dashboard's). */
const EVERYTHING: Filter = { period: { preset: 'ALL_TIME' }, promptKind: 'ALL' };

describe('a small account, answer by answer', () => {
  test('every brand’s mentions, visibility and share of voice, day by day and per platform', async () => {
    const result = await competitive(tokens.rival, EVERYTHING);
    expect(result.answers).toBe(9);
    expect(result.period.from).toBeNull();
    expect(result.brands).toEqual([
      {
        competitorId: null,
        name: 'Acme',
        isBrand: true,
        mentions: 3,
        visibility: 33.3,
        shareOfVoice: 25,
        rank: 2,
      },
      {
        competitorId: ids.alpha,
        name: 'Alpha',
        isBrand: false,
        mentions: 4,
        visibility: 44.4,
        shareOfVoice: 33.3,
        rank: 1,
      },
      {
        competitorId: ids.beta,
        name: 'Beta',
        isBrand: false,
        mentions: 3,
        visibility: 33.3,
        shareOfVoice: 25,
        rank: 3,
      },
      {
        competitorId: ids.gamma,
        name: 'Gamma',
        isBrand: false,
        mentions: 2,
        visibility: 22.2,
        shareOfVoice: 16.7,
        rank: 4,
      },
    ]);
    const today = todayUtc();
    const points = (name: string) =>
      result.series
        .find((series: any) => series.brand.name === name)
        .points.map((p: any) => [p.date, p.mentions]);
    expect(points('Acme')).toEqual([
      [addDays(today, -10), 0],
      [today, 3],
    ]);
    expect(points('Beta')).toEqual([
      [addDays(today, -10), 1],
      [today, 2],
    ]);
    const lastDay = result.series[0].points[1];
    expect(lastDay).toEqual({ date: today, mentions: 3, answers: 8, visibility: 37.5, shareOfVoice: 27.3 });
    expect(result.heatmap.map((row: any) => [row.label, row.answers])).toEqual([
      ['ChatGPT', 7],
      ['Gemini', 2],
    ]);
    const gemini = result.heatmap[1].brands.map((cell: any) => [cell.name, cell.mentions, cell.visibility]);
    expect(gemini).toEqual([
      ['Acme', 1, 50],
      ['Alpha', 1, 50],
      ['Beta', 1, 50],
      ['Gamma', 1, 50],
    ]);
  });

  test('head to head: the prompts where each side is named and the other is not', async () => {
    const result = await competitive(tokens.rival, EVERYTHING);
    const side = (name: string, key: 'competitorOnly' | 'brandOnly') => {
      const row = result.headToHead.find((h: any) => h.name === name)[key];
      return [row.prompts, row.answers, row.topPrompts.map((p: any) => [p.question, p.answers])];
    };
    expect(result.headToHead.map((h: any) => h.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(side('Alpha', 'competitorOnly')).toEqual([
      2,
      3,
      [
        [QUESTIONS.p1, 2],
        [QUESTIONS.p3, 1],
      ],
    ]);
    expect(side('Alpha', 'brandOnly')).toEqual([
      2,
      2,
      [
        [QUESTIONS.p2, 1],
        [QUESTIONS.p3, 1],
      ],
    ]);
    expect(side('Beta', 'competitorOnly')).toEqual([
      3,
      3,
      [
        [QUESTIONS.p4, 1],
        [QUESTIONS.p1, 1],
        [QUESTIONS.p3, 1],
      ],
    ]);
    expect(side('Gamma', 'brandOnly')[1]).toBe(3);
  });

  test('answer gaps: most competitors first, then most answers, with their competitors and sources', async () => {
    const result = await competitive(tokens.rival, EVERYTHING);
    expect(result.gapCount).toBe(4);
    expect(result.gaps.map((gap: any) => [gap.question, gap.answers, gap.totalAnswers])).toEqual([
      [QUESTIONS.p3, 1, 2],
      [QUESTIONS.p1, 2, 3],
      [QUESTIONS.p2, 1, 3],
      [QUESTIONS.p4, 1, 1],
    ]);
    const [p3, p1] = result.gaps;
    expect(p1.topicName).toBe('Trackers');
    expect(p1.competitors).toEqual([
      { competitorId: ids.alpha, name: 'Alpha', answers: 2 },
      { competitorId: ids.beta, name: 'Beta', answers: 1 },
    ]);
    expect(p3.competitors.map((c: any) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    // x.example is cited only where competitors are named; y.example also where Acme is.
    expect(p3.sources).toEqual([
      { domain: 'x.example', answers: 1, brandAnswers: 0, brandPage: false, competitorOnly: true },
      { domain: 'y.example', answers: 1, brandAnswers: 1, brandPage: false, competitorOnly: false },
    ]);
    expect(p1.sources).toEqual([]);
  });

  test('without arguments the figures are the dashboard’s: the last 30 days of unbranded prompts', async () => {
    const byDefault = await competitive(tokens.rival);
    expect(byDefault.period).toMatchObject({ days: 30, to: todayUtc(), from: addDays(todayUtc(), -29) });
    expect(byDefault).toEqual(
      await competitive(tokens.rival, { period: { preset: 'LAST_30_DAYS' }, promptKind: 'UNBRANDED' }),
    );
  });

  test('the period, the platforms and the kind of prompt are followed', async () => {
    const week = await competitive(tokens.rival, { period: { preset: 'LAST_7_DAYS' } });
    expect(week.period.days).toBe(7);
    expect(week.answers).toBe(8);
    expect(week.gaps.map((gap: any) => gap.question)).toEqual([QUESTIONS.p3, QUESTIONS.p1, QUESTIONS.p2]);
    expect(week.headToHead.find((h: any) => h.name === 'Beta').competitorOnly.answers).toBe(2);
    expect(week.series[0].points).toHaveLength(1);

    const gemini = await competitive(tokens.rival, { period: { preset: 'ALL_TIME' }, platforms: ['GEMINI'] });
    expect(gemini.platforms).toEqual(['GEMINI']);
    expect(gemini.answers).toBe(2);
    expect(gemini.heatmap.map((row: any) => row.platform)).toEqual(['GEMINI']);
    expect(gemini.gaps.map((gap: any) => gap.question)).toEqual([QUESTIONS.p3]);
    expect(gemini.gaps[0].totalAnswers).toBe(2);

    // Every prompt here is unbranded: branded ones count nothing, unbranded everything.
    const branded = await competitive(tokens.rival, {
      period: { preset: 'ALL_TIME' },
      promptKind: 'BRANDED',
    });
    expect([branded.answers, branded.gapCount, branded.brands[1].mentions]).toEqual([0, 0, 0]);
    expect(branded.headToHead[0].competitorOnly.answers).toBe(0);
    const unbranded = await competitive(tokens.rival, {
      period: { preset: 'ALL_TIME' },
      promptKind: 'UNBRANDED',
    });
    expect(unbranded.gapCount).toBe(4);

    const custom = await competitive(tokens.rival, {
      period: { from: addDays(todayUtc(), -12), to: addDays(todayUtc(), -8) },
    });
    expect(custom.answers).toBe(1);
    expect(custom.gaps.map((gap: any) => gap.question)).toEqual([QUESTIONS.p4]);
  });
});

const COUNTS = `query($filter: AnswersFilter) { answers(filter: $filter, first: 0) { totalCount okCount } }`;
const PROMPT_IDS = `query($filter: AnswersFilter, $after: String) {
  answers(filter: $filter, first: 100, after: $after) {
    edges { node { promptId } } pageInfo { hasNextPage endCursor }
  }
}`;

describe('the demo account: the same figures as the overview and the drawer', () => {
  const FILTERS: Filter[] = [
    { period: { preset: 'LAST_30_DAYS' }, platforms: ['CHATGPT', 'GEMINI'], promptKind: 'UNBRANDED' },
    { period: { preset: 'ALL_TIME' }, platforms: [], promptKind: 'ALL' },
  ];

  test.each(FILTERS)('series and heatmap add up to Competitor Rankings under %j', async (filter) => {
    const result = await competitive(tokens.demo, filter);
    const { overview } = await data(
      tokens.demo,
      `query(${FILTER_ARGS}) { overview(${FILTER}) { metrics { answers impressions
        competitorRankings { shareOfVoice brand { name mentions rank shareOfVoice }
          rankings { id name mentions rank shareOfVoice } } } } }`,
      filter as Record<string, unknown>,
    );
    const { metrics } = overview;
    const rankings = metrics.competitorRankings;
    expect(result.answers).toBe(metrics.answers);
    const [brand, ...competitors] = result.brands;
    expect(brand).toMatchObject({
      isBrand: true,
      name: rankings.brand.name,
      mentions: metrics.impressions,
      rank: rankings.brand.rank,
      shareOfVoice: rankings.brand.shareOfVoice,
    });
    expect(rankings.rankings.length).toBeGreaterThan(2);
    for (const row of rankings.rankings)
      expect(competitors.find((c: any) => c.competitorId === row.id)).toMatchObject({
        name: row.name,
        mentions: row.mentions,
        rank: row.rank,
        shareOfVoice: row.shareOfVoice,
      });
    for (const series of result.series) {
      const own = result.brands.find((b: any) => b.competitorId === series.brand.competitorId);
      const sum = (key: string) => series.points.reduce((total: number, p: any) => total + p[key], 0);
      expect(sum('mentions')).toBe(own.mentions);
      expect(sum('answers')).toBe(metrics.answers);
      const heat = result.heatmap.reduce(
        (total: number, row: any) =>
          total + row.brands.find((cell: any) => cell.competitorId === own.competitorId).mentions,
        0,
      );
      expect(heat).toBe(own.mentions);
    }
    expect(result.heatmap.reduce((total: number, row: any) => total + row.answers, 0)).toBe(metrics.answers);
    if (filter.platforms?.length)
      expect(result.heatmap.map((row: any) => row.platform)).toEqual(filter.platforms);
  });

  /** The answers drawer's counts as the page opens it under a filter (a prompt's answers: every kind). */
  const drawerUnder =
    (filter: Filter) => async (answersFilter: Record<string, unknown>, promptId?: string) => {
      const { promptKind: _kind, ...withoutKind } = filter;
      const full = promptId
        ? { ...withoutKind, promptId, ...answersFilter }
        : { ...filter, ...answersFilter };
      return (await data(tokens.demo, COUNTS, { filter: full })).answers;
    };

  test('every head-to-head count opens as many answers in the drawer', async () => {
    const filter = FILTERS[0]!;
    const result = await competitive(tokens.demo, filter);
    const drawer = drawerUnder(filter);
    let compared = 0;
    for (const row of result.headToHead) {
      const theirs = { competitorId: row.competitorId, visible: false };
      const ours = { notCompetitorId: row.competitorId, visible: true };
      expect((await drawer(theirs)).totalCount).toBe(row.competitorOnly.answers);
      expect((await drawer(ours)).totalCount).toBe(row.brandOnly.answers);
      const top = row.competitorOnly.topPrompts[0];
      if (top) expect((await drawer(theirs, top.promptId)).totalCount).toBe(top.answers);
      compared += row.competitorOnly.answers + row.brandOnly.answers;
    }
    expect(compared).toBeGreaterThan(50);

    // A side's prompts are the distinct prompts of its answers.
    const first = result.headToHead.find((row: any) => row.competitorOnly.answers > 0);
    const seen = new Set<string>();
    let after: string | null = null;
    do {
      const { answers } = await data(tokens.demo, PROMPT_IDS, {
        filter: { ...filter, competitorId: first.competitorId, visible: false },
        after,
      });
      for (const edge of answers.edges) seen.add(edge.node.promptId);
      after = answers.pageInfo.hasNextPage ? answers.pageInfo.endCursor : null;
    } while (after);
    expect(seen.size).toBe(first.competitorOnly.prompts);
  });

  test('every gap, its competitors and its sources open as many answers in the drawer', async () => {
    // A week: short enough for a source to cite competitors only, some days (the small account's test
    // checks both kinds of source exactly).
    const filter = { period: { preset: 'LAST_7_DAYS' }, platforms: [], promptKind: 'UNBRANDED' };
    const result = await competitive(tokens.demo, filter);
    const drawer = drawerUnder(filter);
    expect(result.gaps.length).toBeGreaterThan(2);
    expect(result.gapCount).toBeGreaterThanOrEqual(result.gaps.length);
    for (let index = 1; index < result.gaps.length; index += 1) {
      const [before, gap] = [result.gaps[index - 1], result.gaps[index]];
      expect(
        before.competitors.length > gap.competitors.length ||
          (before.competitors.length === gap.competitors.length && before.answers >= gap.answers),
      ).toBe(true);
    }
    let checked = 0;
    for (const gap of result.gaps.slice(0, 5)) {
      const gapAnswers = { visible: false, namesCompetitor: true };
      expect((await drawer(gapAnswers, gap.promptId)).totalCount).toBe(gap.answers);
      expect((await drawer({}, gap.promptId)).okCount).toBe(gap.totalAnswers);
      for (const competitor of gap.competitors)
        expect(
          (await drawer({ competitorId: competitor.competitorId, visible: false }, gap.promptId)).totalCount,
        ).toBe(competitor.answers);
      for (const source of gap.sources) {
        expect((await drawer({ ...gapAnswers, sourceDomain: source.domain }, gap.promptId)).totalCount).toBe(
          source.answers,
        );
        const citingBrand = (await drawer({ visible: true, sourceDomain: source.domain }, gap.promptId))
          .totalCount;
        expect(citingBrand).toBe(source.brandAnswers);
        // The brand's own pages (its site, its review page) never cite competitors only.
        expect(citingBrand === 0 && !source.brandPage).toBe(source.competitorOnly);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('scoped to the caller; bad input refused', () => {
  test('each account sees its own competitors only', async () => {
    const fund = await competitive(tokens.fund);
    const demo = await competitive(tokens.demo);
    const demoIds = new Set(demo.brands.map((b: any) => b.competitorId).filter(Boolean));
    expect(fund.brands.length).toBeGreaterThan(1);
    for (const brand of fund.brands) expect(demoIds.has(brand.competitorId)).toBe(false);
    expect(JSON.stringify(fund)).not.toMatch(/Quillstack|Kong/);
  });

  test("another account's competitor and prompt ids are refused in the drawer's filter", async () => {
    const fund = await competitive(tokens.fund);
    const competitorId = fund.brands[1].competitorId;
    const promptId = fund.gaps[0].promptId;
    for (const filter of [
      { competitorId },
      { notCompetitorId: competitorId, visible: true },
      { promptId, visible: false, namesCompetitor: true },
    ]) {
      const response = await gql(tokens.demo, COUNTS, { filter });
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.body.data?.answers ?? null).toBeNull();
      // The owner reads them.
      expect((await data(tokens.fund, COUNTS, { filter })).answers.totalCount).toBeGreaterThan(0);
    }
  });

  test.each([
    [{ period: { from: '2026-03-02', to: '2026-03-01' } }, /must not be after/],
    [{ period: { preset: 'LAST_7_DAYS', from: '2026-01-01', to: '2026-01-02' } }, /not both/],
    [{ period: {} }, /Choose a preset or a from–to range/],
  ])('a bad period %j is a 400', async (filter, message) => {
    const response = await gql(tokens.demo, COMPETITIVE, filter);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toMatch(message);
  });

  test('gaps(first) outside 1–50 is a 400', async () => {
    for (const first of [0, 51]) {
      const response = await gql(tokens.demo, `{ competitive { gaps(first: ${first}) { promptId } } }`);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toMatch(/first must be between 1 and 50/);
    }
  });
});
