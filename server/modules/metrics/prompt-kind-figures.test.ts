/**
 * Figures by kind of prompt, on the seeded demo account: unbranded and branded figures add up to all
 * prompts' on every figure (answers, impressions, a competitor's mentions, a source's citations), each
 * agrees with its answers in the drawer and with the prompts page, and a prompt counted as the other kind
 * moves its answers from one side to the other at once.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';

let server: TestServer;
let token = '';
let topicSlug = '';

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  token = await signIn(server.url, 'demo@example.com');
  topicSlug = (await gql('{ topics { slug } }')).topics[0].slug;
}, 120_000);
afterAll(() => server?.close());

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const body = (await graphql<any>(server.url, query, variables, token)).body;
  expect(body.errors).toBeUndefined();
  return body.data;
};

const PERIOD = { preset: 'LAST_30_DAYS' };
type Kind = 'UNBRANDED' | 'BRANDED' | 'ALL';

async function figures(promptKind: Kind) {
  const data = await gql(
    `query($period: PeriodInput, $promptKind: PromptKindFilter, $slug: String!) {
      overview(period: $period, promptKind: $promptKind) { promptCount topPlatforms { answers } metrics {
        visibility impressions answers
        competitorRankings { brand { mentions } rankings { name mentions } }
        topSources { url count }
        impressionHistory { date impressions answers }
      } }
      topic(slug: $slug, period: $period, promptKind: $promptKind) {
        promptCount metrics { answers }
      }
      answers(filter: { period: $period, promptKind: $promptKind }, first: 0) { okCount visibleCount }
      listed: answers(filter: { period: $period, promptKind: $promptKind }, first: 20) {
        edges { node { promptKind } }
      }
      promptGroups(period: $period, promptKind: $promptKind) { prompts { question promptKind answers impressions } }
    }`,
    { period: PERIOD, promptKind, slug: topicSlug },
  );
  const metrics = data.overview.metrics;
  const prompts = data.promptGroups.flatMap((group: any) => group.prompts);
  return {
    promptCount: data.overview.promptCount as number,
    platformAnswers: data.overview.topPlatforms.reduce((sum: number, p: any) => sum + p.answers, 0),
    topic: data.topic as { promptCount: number; metrics: { answers: number } },
    visibility: metrics.visibility as number,
    answers: metrics.answers as number,
    impressions: metrics.impressions as number,
    brandMentions: (metrics.competitorRankings.brand?.mentions ?? 0) as number,
    competitor: Object.fromEntries(metrics.competitorRankings.rankings.map((r: any) => [r.name, r.mentions])),
    sources: Object.fromEntries(metrics.topSources.map((s: any) => [s.url, s.count])),
    chartAnswers: metrics.impressionHistory.reduce((sum: number, day: any) => sum + day.answers, 0),
    drawer: data.answers as { okCount: number; visibleCount: number },
    listedKinds: new Set(data.listed.edges.map((edge: any) => edge.node.promptKind)),
    prompts: prompts as { question: string; promptKind: string; answers: number; impressions: number }[],
  };
}

test('unbranded and branded figures add up to all prompts’, and each agrees with its answers', async () => {
  const [unbranded, branded, all] = await Promise.all([
    figures('UNBRANDED'),
    figures('BRANDED'),
    figures('ALL'),
  ]);
  expect(unbranded.answers).toBeGreaterThan(0);
  expect(branded.answers).toBeGreaterThan(0);
  expect(unbranded.answers + branded.answers).toBe(all.answers);
  expect(unbranded.impressions + branded.impressions).toBe(all.impressions);
  expect(unbranded.promptCount).toBeGreaterThan(branded.promptCount);
  expect(branded.promptCount).toBeGreaterThan(0);
  expect(unbranded.promptCount + branded.promptCount).toBe(all.promptCount);
  expect(unbranded.topic.promptCount + branded.topic.promptCount).toBe(all.topic.promptCount);
  expect(unbranded.topic.metrics.answers + branded.topic.metrics.answers).toBe(all.topic.metrics.answers);
  // A question that names the brand gets answers that name it: the vanity figure kept apart.
  expect(branded.visibility).toBeGreaterThan(unbranded.visibility + 20);
  for (const side of [unbranded, branded, all]) {
    expect(side.drawer).toEqual({ okCount: side.answers, visibleCount: side.impressions });
    expect(side.chartAnswers).toBe(side.answers);
    expect(side.platformAnswers).toBe(side.answers);
    expect(side.prompts).toHaveLength(side.promptCount);
    expect(side.brandMentions).toBe(side.impressions);
    expect(side.prompts.reduce((sum, p) => sum + p.answers, 0)).toBe(side.answers);
  }
  expect(new Set(unbranded.prompts.map((p) => p.promptKind))).toEqual(new Set(['UNBRANDED']));
  expect(unbranded.listedKinds).toEqual(new Set(['UNBRANDED']));
  expect(branded.listedKinds).toEqual(new Set(['BRANDED']));
  expect(all.listedKinds.size).toBeGreaterThanOrEqual(1);
  expect(new Set(branded.prompts.map((p) => p.promptKind))).toEqual(new Set(['BRANDED']));
  for (const [name, mentions] of Object.entries(all.competitor))
    expect((unbranded.competitor[name] ?? 0) + (branded.competitor[name] ?? 0)).toBe(mentions);
  const [topUrl, topCount] = Object.entries(all.sources)[0]!;
  expect((unbranded.sources[topUrl] ?? 0) + (branded.sources[topUrl] ?? 0)).toBe(topCount);
});

// Slow: moves a demo prompt's 90 days of answers and rollups to the other side and back. Guards the move.
test(
  'a prompt counted as the other kind moves its answers to that side at once',
  { tags: ['slow'] },
  async () => {
    const before = await figures('UNBRANDED');
    const managed = await gql('{ managedTopics { prompts { id question promptKind } } }');
    const branded = managed.managedTopics
      .flatMap((topic: any) => topic.prompts)
      .find((p: any) => p.promptKind === 'BRANDED');
    const brandedAnswers = (await figures('BRANDED')).prompts.find((p) => p.question === branded.question)!;
    expect(brandedAnswers.answers).toBeGreaterThan(0);

    await gql(`mutation($id: ID!) { setPromptKind(input: { id: $id, kind: UNBRANDED }) { prompt { id } } }`, {
      id: branded.id,
    });
    const after = await figures('UNBRANDED');
    expect(after.answers).toBe(before.answers + brandedAnswers.answers);
    expect(after.impressions).toBe(before.impressions + brandedAnswers.impressions);
    expect(after.drawer).toEqual({ okCount: after.answers, visibleCount: after.impressions });

    await gql(`mutation($id: ID!) { setPromptKind(input: { id: $id, kind: null }) { prompt { id } } }`, {
      id: branded.id,
    });
    expect((await figures('UNBRANDED')).answers).toBe(before.answers);
  },
);

test('a topic counts the prompts of the kind asked, one count whichever query reads it', async () => {
  const data = await gql(
    `query($slug: String!) {
      topics { slug promptCount all: promptCount(promptKind: ALL) unbranded: promptCount(promptKind: UNBRANDED)
        branded: promptCount(promptKind: BRANDED) }
      topic(slug: $slug, promptKind: UNBRANDED) { promptCount all: promptCount(promptKind: ALL)
        unbranded: promptCount(promptKind: UNBRANDED) }
      overview(promptKind: UNBRANDED) { promptCount }
    }`,
    { slug: topicSlug },
  );
  const listed = data.topics.find((topic: any) => topic.slug === topicSlug);
  expect(listed.promptCount).toBe(listed.all);
  expect(listed.unbranded + listed.branded).toBe(listed.all);
  expect(listed.branded).toBeGreaterThan(0);
  // The topic page's own count (its promptKind) and the sidebar's (the argument) are one number.
  expect(data.topic).toEqual({ promptCount: listed.unbranded, all: listed.all, unbranded: listed.unbranded });
  expect(data.overview.promptCount).toBe(
    data.topics.reduce((sum: number, topic: any) => sum + topic.unbranded, 0),
  );
});

test('without arguments GraphQL’s figures are the dashboard’s (30 days, unbranded); latest* keep the latest day', async () => {
  const OVERVIEW = `query($period: PeriodInput, $promptKind: PromptKindFilter) {
    overview(period: $period, promptKind: $promptKind) {
      promptCount impressionsTotal topPlatforms { platform answers } topicBreakdown { name percentage }
      metrics { period { from to days } visibility impressions answers sentimentScore averagePosition
        latestDay latestImpressions latestAnswers impressionHistory { date }
        competitorRankings { rankings { name mentions } } topSources { url count } }
    }
    promptGroups(period: $period, promptKind: $promptKind) { prompts { id answers } }
  }`;
  const byDefault = await gql(OVERVIEW);
  const dashboard = await gql(OVERVIEW, { period: PERIOD, promptKind: 'UNBRANDED' });
  expect(byDefault).toEqual(dashboard);
  expect(byDefault.overview.metrics.period.days).toBe(30);
  expect(byDefault.overview.metrics.impressionHistory.length).toBeLessThanOrEqual(30);
  // All time and every prompt differ, but the latest day's figures are the same whatever the filter.
  const everything = await gql(OVERVIEW, { period: { preset: 'ALL_TIME' }, promptKind: 'ALL' });
  expect(everything.overview.metrics.answers).toBeGreaterThan(byDefault.overview.metrics.answers);
  expect(everything.overview.promptCount).toBeGreaterThan(byDefault.overview.promptCount);
  for (const field of ['latestDay', 'latestImpressions', 'latestAnswers'])
    expect(everything.overview.metrics[field]).toBe(byDefault.overview.metrics[field]);
});
