/** The fund view through HTTP: measured like every screen; the fund account reads it, any other account is refused. */
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';

let server: TestServer;
let fundToken: string;
let demoToken: string;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  fundToken = await signIn(server.url, 'fund@example.com');
  demoToken = await signIn(server.url, 'demo@example.com');
});
afterAll(() => server?.close());

const PROMPTS_QUERY = `{
  fundPrompts {
    totalPrompts
    averageRank
    prompts { id prompt averageRank rankChange topCompetitors category visibility }
  }
}`;

const OVERVIEW_QUERY = `{
  fundOverview {
    visibility promptCount brandMentions sentimentScore impressionsTotal
    topPlatforms { name mentions percentage }
    topicBreakdown { name percentage }
    competitorRankings { name count }
    topSources { url count }
  }
}`;

interface FundPromptRow {
  id: string;
  prompt: string;
  category: string;
  averageRank: number | null;
  rankChange: number | null;
  topCompetitors: string[];
  visibility: number | null;
}

test('the fund prompts page lists the account’s own prompts, measured like the prompts page and the drill-down', async () => {
  const read = async (query: string) => {
    const { status, body } = await graphql<any>(server.url, query, {}, fundToken);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { fundPrompts } = await read(PROMPTS_QUERY);
  const { overview } = await read('{ overview { promptCount } }');
  const { promptGroups } = await read(
    '{ promptGroups(period: { preset: LAST_30_DAYS }) { name prompts { id visibilityPercentage } } }',
  );
  const prompts: FundPromptRow[] = fundPrompts.prompts;
  // One prompt count: the sidebar's and the overview's, not a sample of 20.
  expect(fundPrompts.totalPrompts).toBe(overview.promptCount);
  expect(prompts).toHaveLength(overview.promptCount);
  expect(prompts.length).toBeGreaterThan(20);
  // Visibility and category as the prompts page reads them over the same 30 days.
  for (const group of promptGroups)
    for (const row of group.prompts) {
      const prompt = prompts.find((p) => p.id === row.id)!;
      expect(prompt.category).toBe(group.name);
      expect(prompt.visibility).toBe(
        row.visibilityPercentage === null ? null : Math.round(row.visibilityPercentage),
      );
    }
  // A prompt's rank is the mean position of the answers behind it; its competitors are those they name.
  const sample = prompts.find((p) => p.averageRank !== null && p.topCompetitors.length > 0)!;
  expect(sample).toBeDefined();
  const filter = { promptId: sample.id, period: { preset: 'LAST_30_DAYS' } };
  const answers = await graphql<any>(
    server.url,
    'query ($filter: AnswersFilter) { answers(filter: $filter, first: 100) { totalCount edges { node { visible position } } } }',
    { filter },
    fundToken,
  );
  expect(answers.body.errors).toBeUndefined();
  const nodes = answers.body.data.answers.edges.map((edge: any) => edge.node);
  expect(nodes.length).toBe(answers.body.data.answers.totalCount);
  const positions = nodes
    .filter((node: any) => node.visible && node.position !== null)
    .map((node: any) => node.position);
  const mean = positions.reduce((sum: number, p: number) => sum + p, 0) / positions.length;
  expect(sample.averageRank).toBe(Math.round(mean * 10) / 10);
  // The top competitors: the three whose drill-down for this prompt holds the most answers.
  const { overview: ranked } = await read(
    '{ overview { metrics { competitorRankings { rankings { id name } } } } }',
  );
  const counts: { name: string; count: number }[] = [];
  for (const { id, name } of ranked.metrics.competitorRankings.rankings) {
    const { answers: named } = (
      await graphql<any>(
        server.url,
        'query ($filter: AnswersFilter) { answers(filter: $filter, first: 0) { totalCount } }',
        { filter: { ...filter, competitorId: id } },
        fundToken,
      )
    ).body.data;
    if (named.totalCount > 0) counts.push({ name, count: named.totalCount });
  }
  counts.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  expect(sample.topCompetitors).toEqual(counts.slice(0, 3).map((row) => row.name));
  const ranks = prompts.flatMap((p) => (p.averageRank === null ? [] : [p.averageRank]));
  expect(fundPrompts.averageRank).toBe(
    Math.round((ranks.reduce((sum, r) => sum + r, 0) / ranks.length) * 10) / 10,
  );
});

const SAME_FIGURES_QUERY = `{
  fundOverview {
    visibility promptCount brandMentions sentimentScore impressionsTotal
    topPlatforms { name mentions percentage }
    topicBreakdown { name percentage }
    competitorRankings { name count }
    topSources { url count }
  }
  overview {
    promptCount impressionsTotal
    metrics {
      visibility sentimentScore
      competitorRankings { rankings { name count mentions } }
      topSources { url count }
    }
    topicBreakdown { name percentage }
  }
  topics {
    name promptCount(promptKind: UNBRANDED)
    metrics { competitorRankings { rankings { name count } } }
  }
}`;

test('the fund overview is computed from the collected answers: it equals the overview and agrees with the topic pages', async () => {
  const { body } = await graphql<any>(server.url, SAME_FIGURES_QUERY, {}, fundToken);
  expect(body.errors).toBeUndefined();
  const { fundOverview, overview, topics } = body.data;
  // One prompt count on every screen: the sidebar's topics (unbranded, as the dashboard opens) add up to
  // the overview's and the fund card's.
  const topicPrompts = topics.reduce((sum: number, topic: any) => sum + topic.promptCount, 0);
  expect(fundOverview.promptCount).toBe(overview.promptCount);
  expect(fundOverview.promptCount).toBe(topicPrompts);
  expect(fundOverview.promptCount).toBeGreaterThan(20);
  expect(fundOverview.visibility).toBe(overview.metrics.visibility);
  expect(fundOverview.sentimentScore).toBe(Math.round(overview.metrics.sentimentScore * 10) / 10);
  expect(fundOverview.impressionsTotal).toBe(overview.impressionsTotal);
  expect(fundOverview.brandMentions).toBe(overview.impressionsTotal);
  expect(fundOverview.topicBreakdown).toEqual(overview.topicBreakdown);
  expect(fundOverview.topSources).toEqual(overview.metrics.topSources);
  // Competitors: the same true counts as the overview, and each the sum of the topic pages' counts.
  expect(fundOverview.competitorRankings).toEqual(
    overview.metrics.competitorRankings.rankings.map(({ name, count }: any) => ({ name, count })),
  );
  for (const { name, count } of fundOverview.competitorRankings) {
    const perTopic = topics.map(
      (topic: any) =>
        topic.metrics.competitorRankings.rankings.find((row: any) => row.name === name)?.count ?? 0,
    );
    expect(count).toBe(perTopic.reduce((sum: number, n: number) => sum + n, 0));
  }
  expect(fundOverview.topPlatforms.reduce((sum: number, p: any) => sum + p.mentions, 0)).toBeGreaterThan(0);
  expect(fundOverview.topSources.length).toBeLessThanOrEqual(10);
});

test('any other account is refused with FORBIDDEN, and a caller without a token with UNAUTHENTICATED', async () => {
  for (const query of [PROMPTS_QUERY, OVERVIEW_QUERY]) {
    const demo = await graphql(server.url, query, {}, demoToken);
    expect(demo.body.data).toBeNull();
    expect(demo.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(demo.status).toBe(403);
    const anonymous = await graphql(server.url, query, {}, null);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
});

test('GET /graphql/schema.graphql serves the SDL, without a token', async () => {
  const response = await fetch(`${server.url}/graphql/schema.graphql`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const sdl = await response.text();
  const schema = buildSchema(sdl);
  expect(schema.getQueryType()?.getFields().fundPrompts?.description).toMatch(/FORBIDDEN/);
  expect(schema.getType('FundPrompt')?.name).toBe('FundPrompt');
  expect(schema.getQueryType()?.getFields().overview?.type.toString()).toBe('Overview!');
});
