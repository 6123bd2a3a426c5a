/** The fund view's sample data through HTTP: the fund account reads it, any other account is refused. */
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn } from '../../test/http';
import { FUND_SAMPLE_PROMPTS } from './fund.sample';

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

interface PromptsData {
  fundPrompts: {
    totalPrompts: number;
    averageRank: number;
    prompts: { id: string; averageRank: number; topCompetitors: string[]; visibility: number }[];
  };
}

test('the fund account reads its 20 sample prompts with their totals', async () => {
  const { status, body } = await graphql<PromptsData>(server.url, PROMPTS_QUERY, {}, fundToken);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const { fundPrompts } = body.data!;
  expect(fundPrompts.totalPrompts).toBe(20);
  expect(fundPrompts.prompts).toHaveLength(20);
  expect(new Set(fundPrompts.prompts.map((p) => p.id)).size).toBe(20);
  const mean = FUND_SAMPLE_PROMPTS.reduce((sum, p) => sum + p.averageRank, 0) / 20;
  expect(fundPrompts.averageRank).toBe(Math.round(mean * 10) / 10);
  expect(fundPrompts.prompts[0]).toMatchObject({ id: 'sample-prompt-01', visibility: 92 });
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
    name promptCount
    metrics { competitorRankings { rankings { name count } } }
  }
}`;

test('the fund overview is computed from the collected answers: it equals the overview and agrees with the topic pages', async () => {
  const { body } = await graphql<any>(server.url, SAME_FIGURES_QUERY, {}, fundToken);
  expect(body.errors).toBeUndefined();
  const { fundOverview, overview, topics } = body.data;
  // One prompt count on every screen: the sidebar's topics add up to the overview's and the fund card's.
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
  expect(schema.getType('FundSamplePrompt')?.name).toBe('FundSamplePrompt');
  expect(schema.getQueryType()?.getFields().overview?.type.toString()).toBe('Overview!');
});
