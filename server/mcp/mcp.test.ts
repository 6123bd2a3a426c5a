/**
 * The MCP server through the official MCP client, over Streamable HTTP (/mcp) and over stdio (the
 * `npm run mcp` bridge): the tool list, each read tool equal to its GraphQL counterpart on the demo
 * account, scopes (a READ token is refused every write), isolation between accounts, bad input and the
 * per-token limit; get_fact_check on an account whose claims are known one by one.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fromRepoRoot } from '../code-location';
import type { StoredClaim } from '../core/judge';
import { addDays, todayUtc } from '../lib/dates';
import { storeAnswers } from '../modules/collection';
import { startTestServer, type TestServer } from '../test/harness';
import { startEarlyInAMinute } from '../test/clock';
import { getJson, graphql, signIn, signUp } from '../test/http';

let server: TestServer;
let session: string;
let readToken: string;
let fullToken: string;
let strangerToken: string;
const clients: Client[] = [];

const READ_TOOLS = [
  'get_overview',
  'list_topics',
  'list_prompts',
  'get_competitor_rankings',
  'get_top_sources',
  'search_answers',
  'get_answer_gaps',
  'get_narrative',
  'get_fact_check',
  'get_product_visibility',
  'get_surface_divergence',
  'get_sampling_plan',
  'get_noise_bands',
  'get_one_run_agreement',
  'get_canary_prompts',
  'get_page_funnel',
  'get_ai_sessions',
  'list_crawler_visits',
];
/** Read tools whose figures rest on no answer (visits to the brand's site): they carry no simulated share. */
const ANSWERLESS_READ_TOOLS = ['list_crawler_visits'];
const WRITE_TOOLS = ['add_prompt', 'archive_prompt', 'set_competitors'];

async function createToken(scope: 'READ' | 'FULL', as = session): Promise<string> {
  const res = await graphql<{ createApiToken: { token: string } }>(
    server.url,
    'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
    { input: { name: `MCP ${scope} ${Math.random()}`, scope } },
    as,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createApiToken.token;
}

async function connect(transport: Transport): Promise<Client> {
  const client = new Client({ name: 'sightline-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const httpClient = (token: string) =>
  connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );

type ToolResult = Awaited<ReturnType<Client['callTool']>>;

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result: ToolResult = await client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text: string }[]).map((part) => part.text).join('\n');
  return { isError: result.isError === true, text, data: result.structuredContent as Record<string, any> };
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token = session): Promise<T> {
  const res = await graphql<T>(server.url, query, variables, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  session = await signIn(server.url, 'demo@example.com');
  [readToken, fullToken] = await Promise.all([createToken('READ'), createToken('FULL')]);
  const stranger = await signUp(server.url, 'mcp-stranger');
  strangerToken = stranger.token;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server?.close();
});

describe('over Streamable HTTP', () => {
  /** /mcp's answer to an initialize message sent with this token (or none). */
  async function initializeWith(token: string | null, origin?: string) {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
      }),
    });
    const body = (await res.json()) as { error?: { message: string } };
    return { status: res.status, authenticate: res.headers.get('www-authenticate'), body };
  }

  test('without a token /mcp answers 401 "Sign in first"; with an unknown one, "Token invalid or revoked"', async () => {
    for (const [token, message] of [
      [null, /^Sign in first/],
      ['not-a-token', /^Token invalid or revoked: /],
    ] as const) {
      const res = await initializeWith(token);
      expect(res.status).toBe(401);
      expect(res.authenticate).toMatch(/^Bearer/);
      expect(res.body.error!.message).toMatch(message);
    }
  });

  test("a browser page of another origin is refused (403), whatever its token; the server's own origin is not", async () => {
    const refused = await initializeWith(readToken, 'https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.body.error!.message).toBe(
      `Origin https://evil.example may not call /mcp: only pages of ${new URL(server.config.publicUrl).origin} (PUBLIC_URL) may; an MCP client that is not a browser sends no Origin.`,
    );
    expect((await initializeWith(readToken, new URL(server.config.publicUrl).origin)).status).toBe(200);
    expect((await initializeWith(readToken)).status).toBe(200);
  });

  test('a revoked token is refused as such on MCP, GraphQL and REST', async () => {
    const created = await gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      `mutation { createApiToken(input: { name: "Soon revoked", scope: READ }) { token apiToken { id } } }`,
    );
    const { token, apiToken } = created.createApiToken;
    expect((await initializeWith(token)).status).toBe(200);
    await gql(`mutation($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { id } } }`, {
      id: apiToken.id,
    });
    const mcp = await initializeWith(token);
    expect(mcp.status).toBe(401);
    expect(mcp.body.error!.message).toMatch(/^Token invalid or revoked: /);
    const viaGraphql = await graphql(server.url, '{ overview { promptCount } }', {}, token);
    expect(viaGraphql.body.errors?.[0]?.message).toMatch(/^Token invalid or revoked: /);
    const viaRest = await getJson<{ message: string }>(`${server.url}/api/impressions`, token);
    expect(viaRest.status).toBe(401);
    expect(viaRest.body.message).toMatch(/^Token invalid or revoked: /);
    // Without a token, the same calls still ask to sign in.
    const unsigned = await getJson<{ message: string }>(`${server.url}/api/impressions`, null);
    expect(unsigned.body.message).toMatch(/^Sign in first/);
  });

  test("the instructions say how many of the default figures' answers are simulated, as the banner", async () => {
    const client = await httpClient(readToken);
    const { simulatedShare } = await gql<{ simulatedShare: { answers: number; simulated: number } }>(
      '{ simulatedShare { answers simulated } }',
    );
    // The demo's answers all come from the simulated engine.
    expect(simulatedShare.simulated).toBe(simulatedShare.answers);
    expect(simulatedShare.answers).toBeGreaterThan(0);
    expect(client.getInstructions()).toContain(
      `All ${simulatedShare.answers.toLocaleString('en-US')} answers behind these figures are simulated`,
    );
    expect(client.getInstructions()).toContain('simulatedShare');
  });

  test('lists every tool with a description, input and output schemas; writes are marked destructive', async () => {
    const client = await httpClient(readToken);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...READ_TOOLS, ...WRITE_TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      const writes = WRITE_TOOLS.includes(tool.name);
      expect(tool.annotations?.destructiveHint).toBe(writes);
      expect(tool.annotations?.readOnlyHint).toBe(!writes);
    }
  });

  test('get_overview gives the figures GraphQL gives for the same filter, and says them in words', async () => {
    const client = await httpClient(readToken);
    const filters = [
      { mcp: {}, graphql: {} },
      {
        mcp: { period: '7d', platforms: ['CHATGPT', 'GEMINI'], promptKind: 'ALL' },
        graphql: { period: { preset: 'LAST_7_DAYS' }, platforms: ['CHATGPT', 'GEMINI'], promptKind: 'ALL' },
      },
    ];
    for (const filter of filters) {
      const { isError, text, data } = await call(client, 'get_overview', filter.mcp);
      expect(isError).toBe(false);
      const { overview } = await gql<{ overview: any }>(
        `query($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter) {
          overview(period: $period, platforms: $platforms, promptKind: $promptKind) {
            promptCount
            metrics { visibility impressions answers sentimentScore averagePosition period { from to } change { visibility { change } } }
            topPlatforms { platform visibility }
          }
        }`,
        filter.graphql,
      );
      expect(data.answers).toBeGreaterThan(0);
      expect({
        promptCount: data.promptCount,
        visibility: data.visibility,
        impressions: data.impressions,
        answers: data.answers,
        sentimentScore: data.sentimentScore,
        averagePosition: data.averagePosition,
        from: data.period.from,
        to: data.period.to,
        change: data.change.visibility.change,
        platforms: data.byPlatform.map((p: any) => [p.platform, p.visibility]),
      }).toEqual({
        promptCount: overview.promptCount,
        visibility: overview.metrics.visibility,
        impressions: overview.metrics.impressions,
        answers: overview.metrics.answers,
        sentimentScore: overview.metrics.sentimentScore,
        averagePosition: overview.metrics.averagePosition,
        from: overview.metrics.period.from,
        to: overview.metrics.period.to,
        change: overview.metrics.change.visibility.change,
        platforms: overview.topPlatforms.map((p: any) => [p.platform, p.visibility]),
      });
      expect(text).toContain(`visibility ${overview.metrics.visibility.toFixed(1)} %`);
    }
  });

  test("the tools' period words are REST's and mean the same days", async () => {
    const client = await httpClient(readToken);
    const { tools } = await client.listTools();
    const period = tools.find((tool) => tool.name === 'get_overview')!.inputSchema.properties!.period as {
      anyOf: { enum?: string[] }[];
    };
    const words = period.anyOf.flatMap((choice) => choice.enum ?? []);
    expect(words.length).toBeGreaterThan(0);
    const rest = async (query: string) => {
      const res = await getJson<any>(`${server.url}/api/impressions?${query}`, readToken);
      return { status: res.status, impressions: res.body.data?.impressions, message: res.body.message };
    };
    // A word REST does not know is refused in words naming every word the tools take, and no other.
    const unknown = await rest('period=14d');
    expect(unknown.status).toBe(400);
    expect(unknown.message.match(/\b(?:\d+d|all)\b/g).sort()).toEqual([...words].sort());
    for (const word of words) {
      // Every kind of prompt, as REST counts them.
      const { data } = await call(client, 'get_overview', { period: word, promptKind: 'ALL' });
      const byWord = await rest(`period=${word}`);
      expect(byWord.status, word).toBe(200);
      expect(byWord.impressions, word).toBe(data.impressions);
      if (data.period.from === null) continue;
      // REST's word covers the days the tool says it covered.
      const byDays = await rest(`period_from=${data.period.from}&period_to=${data.period.to}`);
      expect(byDays.impressions, word).toBe(byWord.impressions);
      expect(data.period.days, word).toBe(
        (Date.parse(data.period.to) - Date.parse(data.period.from)) / 86_400_000 + 1,
      );
    }
  });
});

describe('each read tool agrees with GraphQL', () => {
  test('list_topics: the topics with their prompt counts and figures', async () => {
    const client = await httpClient(readToken);
    const { isError, data, text } = await call(client, 'list_topics', { period: '90d' });
    expect(isError).toBe(false);
    const { topics } = await gql<{ topics: any[] }>(
      `{ topics { id name promptCount(promptKind: UNBRANDED) metrics(period: { preset: LAST_90_DAYS }) { visibility answers } } }`,
    );
    expect(data.topics.map((t: any) => [t.id, t.name, t.promptCount, t.visibility, t.answers])).toEqual(
      topics.map((t) => [t.id, t.name, t.promptCount, t.metrics.visibility, t.metrics.answers]),
    );
    expect(data.nextCursor).toBeNull();
    expect(text).toContain(topics[0].name);
  });

  test('list_prompts: every prompt of the filter, 50 to a page, with the grid figures', async () => {
    const client = await httpClient(readToken);
    // The demo tracks 24 prompts: 40 more make a second page.
    const { topics } = await gql<{ topics: { id: string }[] }>('{ topics { id } }');
    for (let i = 0; i < 40; i++) {
      await gql(`mutation($input: AddPromptInput!) { addPrompt(input: $input) { prompt { id } } }`, {
        input: {
          topicId: topics[i % topics.length]!.id,
          question: `Which provider suits a team of ${i + 2}?`,
        },
      });
    }
    const { promptGrid } = await gql<{ promptGrid: { totalCount: number; rows: any[] } }>(
      `{ promptGrid(promptKind: ALL) { totalCount rows { id visibilityPercentage answers } } }`,
    );
    expect(promptGrid.totalCount).toBeGreaterThan(50);
    const seen: any[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(client, 'list_prompts', { promptKind: 'ALL', ...(cursor ? { cursor } : {}) });
      expect(page.isError).toBe(false);
      expect(page.data.prompts.length).toBeLessThanOrEqual(50);
      expect(page.data.totalCount).toBe(promptGrid.totalCount);
      seen.push(...page.data.prompts);
      cursor = page.data.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.map((p) => [p.id, p.visibility, p.answers])).toEqual(
      promptGrid.rows.map((r) => [r.id, r.visibilityPercentage, r.answers]),
    );
  });

  test('list_prompts says one prompt by its question and figures, several by their number', async () => {
    const client = await httpClient(readToken);
    const { promptGrid } = await gql<{ promptGrid: { rows: any[] } }>(
      `{ promptGrid(period: { preset: LAST_90_DAYS }) { rows { question answers impressions visibilityPercentage } } }`,
    );
    const row = promptGrid.rows.find((r) => r.answers > 0)!;
    const one = await call(client, 'list_prompts', { period: '90d', search: row.question });
    expect(one.data.totalCount).toBe(1);
    expect(one.text).toMatch(
      new RegExp(
        `1 prompt matches: "${row.question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}", visibility ${row.visibilityPercentage.toFixed(1)} % \\(${row.impressions} of ${row.answers.toLocaleString('en-US')} answers named the brand\\)\\.$`,
      ),
    );
    const several = await call(client, 'list_prompts', { period: '90d' });
    expect(several.text).toMatch(new RegExp(`${promptGrid.rows.length} prompts match\\.`));
    expect(several.text).not.toMatch(/of 0 prompts|1 prompt match;|prompts of them/);
    const none = await call(client, 'list_prompts', { search: 'no prompt says this' });
    expect(none.text).toMatch(/ No active prompt matches\.$/);
  });

  test('get_competitor_rankings and get_answer_gaps: the competitive figures', async () => {
    const client = await httpClient(readToken);
    const { competitive } = await gql<{ competitive: any }>(
      `{ competitive(period: { preset: LAST_30_DAYS }) {
          brands { name mentions visibility shareOfVoice rank }
          gapCount gaps(first: 20) { promptId answers competitors { name } }
        } }`,
    );
    const rankings = await call(client, 'get_competitor_rankings', { period: '30d' });
    expect(
      rankings.data.brands.map((b: any) => [b.name, b.mentions, b.visibility, b.shareOfVoice, b.rank]),
    ).toEqual(competitive.brands.map((b: any) => [b.name, b.mentions, b.visibility, b.shareOfVoice, b.rank]));
    const gaps = await call(client, 'get_answer_gaps', {});
    expect(gaps.data.gapCount).toBe(competitive.gapCount);
    expect(gaps.data.gaps.map((g: any) => [g.promptId, g.answers])).toEqual(
      competitive.gaps.map((g: any) => [g.promptId, g.answers]),
    );
    if (competitive.gapCount > 20) {
      const next = await call(client, 'get_answer_gaps', { cursor: gaps.data.nextCursor });
      expect(next.data.gaps[0].promptId).not.toBe(gaps.data.gaps[0].promptId);
    } else {
      expect(gaps.data.nextCursor).toBeNull();
    }
  });

  test("get_top_sources: the cited pages the dashboard's Top Sources ranks, and the sites as a second view", async () => {
    const client = await httpClient(readToken);
    const { overview } = await gql<{ overview: any }>(
      `{ overview(period: { preset: ALL_TIME }) { metrics {
          topSources { url domain count citationShare }
          topDomains(first: 100) { domain citations citationShare }
        } } }`,
    );
    const pages = await call(client, 'get_top_sources', { period: 'all' });
    expect(pages.isError).toBe(false);
    expect(pages.data.by).toBe('page');
    expect(pages.data.sources).toEqual(
      overview.metrics.topSources.map((s: any) => ({
        url: s.url,
        domain: s.domain,
        citations: s.count,
        citationShare: s.citationShare,
      })),
    );
    expect(pages.data.nextCursor).toBeNull();
    const top = overview.metrics.topSources[0];
    expect(pages.text).toContain(
      `Most cited pages over all time (to ${pages.data.period.to}), as the dashboard's Top Sources ranks them: ${top.url} (${top.count.toLocaleString('en-US')} citations, ${top.citationShare.toFixed(1)} %)`,
    );

    const first = await call(client, 'get_top_sources', { period: 'all', by: 'domain' });
    expect(first.isError).toBe(false);
    expect(first.data.by).toBe('domain');
    const all = [...first.data.sources];
    if (first.data.nextCursor) {
      const second = await call(client, 'get_top_sources', {
        period: 'all',
        by: 'domain',
        cursor: first.data.nextCursor,
      });
      all.push(...second.data.sources);
      expect(second.data.nextCursor).toBeNull();
    }
    expect(all).toEqual(overview.metrics.topDomains.map((d: any) => ({ url: null, ...d })));
    expect(first.text).toContain(`Most cited sites over all time`);
    expect(first.text).toContain(overview.metrics.topDomains[0].domain);
  });

  test('get_noise_bands, get_one_run_agreement and get_canary_prompts: the figures GraphQL gives', async () => {
    const client = await httpClient(readToken);
    const figures = await gql<any>(
      `{ noiseBands(period: { preset: LAST_90_DAYS }, platforms: [CHATGPT, GEMINI]) {
           platform label days answers visibility extraSd halfWidth low high }
         oneRunAgreement(promptKind: ALL) { platform groups samples agreeing value }
         canaryPrompts { questions isDefault } }`,
    );
    const bands = await call(client, 'get_noise_bands', { period: '90d', platforms: ['CHATGPT', 'GEMINI'] });
    expect(bands.isError).toBe(false);
    // Every chosen platform together first, then each by its visibility.
    expect(bands.data.bands[0].platform).toBeNull();
    expect(bands.data.bands.map((band: any) => band.platform).sort()).toEqual(['CHATGPT', 'GEMINI', null]);
    expect(bands.data.bands).toMatchObject(figures.noiseBands);
    const [all] = figures.noiseBands;
    expect(bands.text).toContain(
      `All platforms ±${all.halfWidth.toFixed(1)} points around ${all.visibility.toFixed(1)} %`,
    );

    const agreement = await call(client, 'get_one_run_agreement', { promptKind: 'ALL' });
    expect(agreement.isError).toBe(false);
    expect(agreement.data).toMatchObject({ publishedLow: 61, publishedHigh: 67 });
    expect(agreement.data.platforms).toMatchObject(figures.oneRunAgreement);
    expect(agreement.text).toContain('Published for one run against a five-run reference: 61–67 %');

    const canaries = await call(client, 'get_canary_prompts', {});
    expect(canaries.isError).toBe(false);
    expect(canaries.data).toMatchObject({ ...figures.canaryPrompts, engineDrifts: [] });
    expect(canaries.text).toContain(
      figures.canaryPrompts.isDefault
        ? `${figures.canaryPrompts.questions.length} default canary questions, not asked until saved`
        : `${figures.canaryPrompts.questions.length} canary questions, asked once a day on each platform`,
    );
  });

  test('get_narrative: the themes and their figures', async () => {
    const client = await httpClient(readToken);
    const { narrative } = await gql<{ narrative: any }>(
      `{ narrative(period: { preset: LAST_90_DAYS }) { answers statements themes { aspect statements netSentiment { value } } } }`,
    );
    const { isError, data } = await call(client, 'get_narrative', { period: '90d' });
    expect(isError).toBe(false);
    expect([data.answers, data.statements]).toEqual([narrative.answers, narrative.statements]);
    expect(data.themes.map((t: any) => [t.aspect, t.statements, t.netSentiment.value])).toEqual(
      narrative.themes.map((t: any) => [t.aspect, t.statements, t.netSentiment.value]),
    );
  });
});

describe('simulated answers', () => {
  const SHARE = `query($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter, $topicId: ID) {
    simulatedShare(period: $period, platforms: $platforms, promptKind: $promptKind, topicId: $topicId) {
      answers simulated percent
    }
  }`;

  test('every read tool gives the simulated share of its answers, as GraphQL, and says it first in words', async () => {
    const client = await httpClient(readToken);
    const { topics } = await gql<{ topics: { id: string }[] }>('{ topics { id } }');
    const topicId = topics[0]!.id;
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'get_overview',
        { period: '7d', platforms: ['CHATGPT'] },
        { period: { preset: 'LAST_7_DAYS' }, platforms: ['CHATGPT'] },
      ],
      ['list_topics', { period: '90d' }, { period: { preset: 'LAST_90_DAYS' } }],
      ['list_prompts', { promptKind: 'ALL', topicId }, { promptKind: 'ALL', topicId }],
      ['get_competitor_rankings', { promptKind: 'BRANDED' }, { promptKind: 'BRANDED' }],
      ['get_top_sources', {}, {}],
      ['search_answers', { query: 'best', period: '30d' }, { period: { preset: 'LAST_30_DAYS' } }],
      ['get_answer_gaps', { platforms: ['GEMINI'] }, { platforms: ['GEMINI'] }],
      ['get_narrative', { topicId }, { topicId }],
      ['get_fact_check', { period: 'all' }, { period: { preset: 'ALL_TIME' } }],
      ['get_product_visibility', { period: '90d' }, { period: { preset: 'LAST_90_DAYS' } }],
      ['get_surface_divergence', { topicId }, { topicId }],
      ['get_sampling_plan', {}, { period: { preset: 'LAST_30_DAYS' }, promptKind: 'ALL' }],
      ['get_noise_bands', { period: '90d', topicId }, { period: { preset: 'LAST_90_DAYS' }, topicId }],
      ['get_one_run_agreement', { promptKind: 'ALL' }, { promptKind: 'ALL' }],
      [
        'get_canary_prompts',
        { platforms: ['CHATGPT'] },
        { period: { preset: 'LAST_30_DAYS' }, platforms: ['CHATGPT'], promptKind: 'ALL' },
      ],
      ['get_page_funnel', { period: '90d' }, { period: { preset: 'LAST_90_DAYS' } }],
      ['get_ai_sessions', { period: '7d', topicId }, { period: { preset: 'LAST_7_DAYS' }, topicId }],
    ];
    expect(cases.map(([name]) => name).sort()).toEqual(
      READ_TOOLS.filter((name) => !ANSWERLESS_READ_TOOLS.includes(name)).sort(),
    );
    for (const [name, args, variables] of cases) {
      const { isError, data, text } = await call(client, name, args);
      expect(isError, name).toBe(false);
      const { simulatedShare } = await gql<{ simulatedShare: { answers: number } }>(SHARE, variables);
      expect(data.simulatedShare, name).toEqual(simulatedShare);
      // The demo's answers all come from the simulated engine.
      expect(data.simulatedShare, name).toMatchObject({ percent: 100, simulated: simulatedShare.answers });
      expect(text, name).toMatch(
        new RegExp(
          `^All ${simulatedShare.answers.toLocaleString('en-US')} answers behind these figures are simulated: Sightline's simulated engine wrote them because no API key is configured for their AI platforms, so the figures are illustrative`,
        ),
      );
    }
    const overview = await call(client, 'get_overview', { period: '7d', platforms: ['CHATGPT'] });
    expect(overview.data.simulatedShare.answers).toBe(overview.data.answers);
    const search = await call(client, 'search_answers', { query: 'best' });
    expect(search.data.results.every((result: any) => result.simulated === true)).toBe(true);
  });
});

/** The account of get_fact_check's tests: its answers come from a real engine (stored as such). */
const facts = { token: '', wrongPrice: '' };

describe('get_fact_check', () => {
  const REVIEWS = { url: 'https://reviews.example/acme-pricing', domain: 'reviews.example' };
  const today = todayUtc();
  const price = (stated: string, amount: string, status: StoredClaim['status']): StoredClaim => ({
    factKey: 'price',
    stated,
    expected: '12.00 USD per month',
    value: `${amount} USD/month`,
    status,
    start: 0,
    end: 30,
    quote: `Acme costs ${stated}.`,
  });

  beforeAll(async () => {
    const { token, brandId } = await signUp(server.url, 'mcp-facts');
    facts.token = token;
    await server.db.query(`insert into brands (user_id, name) values ($1, 'Acme')`, [brandId]);
    const [prompt] = await server.db.query<{ id: string }>(
      `with topic as (insert into topics (user_id, name, slug) values ($1, 'Budgeting', 'budgeting') returning id)
       insert into prompts (user_id, topic_id, question) select $1, id, 'Which budgeting app is best?' from topic
       returning id`,
      [brandId],
    );
    await server.db.query(
      `insert into brand_facts (user_id, key, label, kind, value, currency, unit, previous_values, aliases)
       values ($1, 'price', 'Monthly price', 'MONEY', '12.00', 'USD', 'per month', '{10.00}', '{"en": ["costs"]}')`,
      [brandId],
    );
    const answer = (sample: number, day: string, claims: StoredClaim[], platform = 'chatgpt') => ({
      promptId: prompt!.id,
      platform,
      day,
      sample,
      collectedAt: `${day}T0${sample}:00:00Z`,
      status: 'ok' as const,
      engine: 'test',
      simulated: false,
      text: 'Acme costs money.',
      visible: true,
      position: 1,
      sentiment: 50,
      claims,
      sources: [REVIEWS],
    });
    await storeAnswers(server.db, brandId, [
      answer(1, today, [price('$9 a month', '9.00', 'WRONG')]),
      answer(2, addDays(today, -1), [price('$9 a month', '9.00', 'WRONG')], 'perplexity'),
      answer(3, addDays(today, -2), [price('$10', '10.00', 'OUTDATED')]),
      answer(4, addDays(today, -3), [price('$12', '12.00', 'CORRECT')]),
      { ...answer(5, addDays(today, -4), []), sources: [] },
    ]);
  });

  test('the accuracy, counts, by fact and by platform as GraphQL has them, and the newest wrong claims', async () => {
    const client = await httpClient(facts.token);
    const { isError, data, text } = await call(client, 'get_fact_check', { wrongClaims: 2 });
    expect(isError).toBe(false);
    const { factCheck } = await gql<{ factCheck: any }>(
      `{ factCheck {
          answers answersWithClaims claims correct wrong outdated unclear accuracy { value low high }
          byFact { fact label claims wrong accuracy { value } }
          byPlatform { platform claims wrong accuracy { value } }
          wrongClaims(first: 2) { totalCount edges { node { id stated status day likelySources { url lift } } } }
        } }`,
      {},
      facts.token,
    );
    expect(data).toMatchObject({
      answers: 5,
      answersWithClaims: 4,
      claims: 4,
      correct: 1,
      wrong: 2,
      outdated: 1,
      unclear: 0,
      accuracy: factCheck.accuracy,
      wrongClaimsTotal: 3,
    });
    expect(data.accuracy.value).toBe(25);
    expect(
      data.byFact.map((row: any) => [row.fact, row.label, row.claims, row.wrong, row.accuracy.value]),
    ).toEqual(
      factCheck.byFact.map((row: any) => [row.fact, row.label, row.claims, row.wrong, row.accuracy.value]),
    );
    expect(data.byPlatform.map((row: any) => [row.platform, row.claims, row.wrong])).toEqual([
      ['CHATGPT', 3, 1],
      ['PERPLEXITY', 1, 1],
    ]);
    // The two newest of the three, each with its quote, the value expected and the page behind it.
    expect(data.wrongClaims.map((claim: any) => claim.id)).toEqual(
      factCheck.wrongClaims.edges.map((edge: any) => edge.node.id),
    );
    expect(data.wrongClaims[0]).toMatchObject({
      fact: 'price',
      label: 'Monthly price',
      stated: '$9 a month',
      expected: '12.00 USD per month',
      status: 'WRONG',
      quote: 'Acme costs $9 a month.',
      platform: 'CHATGPT',
      day: today,
      likelySources: factCheck.wrongClaims.edges[0].node.likelySources.map((source: any) =>
        expect.objectContaining(source),
      ),
    });
    expect(data.wrongClaims[0].likelySources[0]).toMatchObject({ domain: 'reviews.example' });
    expect(text).toBe(
      `4 claims about the brand's facts in 4 of the 5 answers to unbranded prompts on every platform in the last 30 days: ` +
        `accuracy 25.0 % (95 % interval ${data.accuracy.low.toFixed(1)} %–${data.accuracy.high.toFixed(1)} %); 1 correct, 2 wrong, 1 outdated, 0 unclear. ` +
        `Newest wrong: "$9 a month" for Monthly price (the fact sheet says 12.00 USD per month), ChatGPT on ${today}, likely from reviews.example.`,
    );

    // By default ten wrong claims; one platform narrows the figures as GraphQL's filter does.
    const all = await call(client, 'get_fact_check', {});
    expect(all.data.wrongClaims).toHaveLength(3);
    const perplexity = await call(client, 'get_fact_check', { platforms: ['PERPLEXITY'] });
    expect(perplexity.data).toMatchObject({ claims: 1, wrong: 1, accuracy: { value: 0 } });
  });

  test('answers from a real engine: a share of 0 and no word of simulation', async () => {
    const client = await httpClient(facts.token);
    const result = await call(client, 'get_overview', { promptKind: 'ALL' });
    expect(result.data.simulatedShare).toEqual({ answers: 5, simulated: 0, percent: 0 });
    expect(result.text).not.toMatch(/simulat/i);
  });

  test('an account without claims reads zeros in words; more than 50 wrong claims is refused', async () => {
    const client = await httpClient(strangerToken);
    const empty = await call(client, 'get_fact_check', { period: '7d' });
    expect(empty.isError).toBe(false);
    expect(empty.data).toMatchObject({ claims: 0, accuracy: { value: null }, wrongClaims: [] });
    expect(empty.text).toBe(
      "No claim about the brand's confirmed facts in the 0 answers to unbranded prompts on every platform in the last 7 days.",
    );
    const tooMany = await call(client, 'get_fact_check', { wrongClaims: 51 });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.text).toMatch(/wrongClaims/);
  });
});

describe('search_answers', () => {
  test('finds a phrase of the demo answers, most relevant first, naming platform, day and prompt', async () => {
    const client = await httpClient(readToken);
    const { answers } = await gql<{
      answers: { edges: { node: { id: string; text: string; day: string } }[] };
    }>('{ answers(filter: { status: OK }, first: 50) { edges { node { id text day } } } }');
    // Three adjacent plain words of one line of a recent answer.
    const plain = (word: string | undefined) => word !== undefined && /^[A-Za-z]{3,}$/.test(word);
    const picked = answers.edges
      .map(({ node }) => {
        const tokens = node.text.split(/\n/).flatMap((line) => [...line.split(/ +/), '\n']);
        const at = tokens.findIndex(
          (_, i) => plain(tokens[i]) && plain(tokens[i + 1]) && plain(tokens[i + 2]),
        );
        return at < 0 ? null : { ...node, phrase: tokens.slice(at, at + 3).join(' ') };
      })
      .find((candidate) => candidate !== null);
    expect(picked).toBeTruthy();
    const { id, day, phrase } = picked!;
    const filter = { period: { from: day, to: day }, promptKind: 'ALL' };
    const found = await call(client, 'search_answers', { query: `"${phrase}"`, limit: 50, ...filter });
    expect(found.isError).toBe(false);
    const search = await gql<{
      answers: { totalCount: number; edges: { snippet: string; node: { id: string } }[] };
    }>(
      `query($filter: AnswersFilter!) { answers(filter: $filter, first: 50) { totalCount edges { snippet node { id } } } }`,
      { filter: { search: `"${phrase}"`, status: 'OK', ...filter } },
    );
    expect(found.data.totalCount).toBe(search.answers.totalCount);
    expect(found.data.results.map((r: any) => [r.answerId, r.snippet])).toEqual(
      search.answers.edges.map((e) => [e.node.id, e.snippet]),
    );
    // The answer the phrase came from is on one of the pages.
    const ids: string[] = found.data.results.map((r: any) => r.answerId);
    for (let cursor = found.data.nextCursor; cursor && !ids.includes(id);) {
      const next = await call(client, 'search_answers', {
        query: `"${phrase}"`,
        limit: 50,
        cursor,
        ...filter,
      });
      ids.push(...next.data.results.map((r: any) => r.answerId));
      cursor = next.data.nextCursor;
    }
    expect(ids, phrase).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    const first = found.data.results[0];
    expect(first).toMatchObject({
      platform: expect.any(String),
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(first.question.length).toBeGreaterThan(0);
    // The passage shown is one the search matched (Postgres picks it: the phrase's words, maybe apart).
    const words = phrase.toLowerCase().split(' ');
    expect(words.some((word) => first.snippet.toLowerCase().includes(word))).toBe(true);
    expect(found.text).toContain(`match "${phrase}"; the most relevant: `);
  });
});

describe('scopes, isolation and bad input', () => {
  test('brand picks one of the caller’s brands; a brand of another workspace is refused with no data', async () => {
    const created = await graphql<{ createBrand: { brand: { id: string } } }>(
      server.url,
      'mutation { createBrand(input: { name: "Second Brand", aliases: [] }) { brand { id } } }',
      {},
      strangerToken,
    );
    const second = created.body.data!.createBrand.brand.id;
    const client = await httpClient(strangerToken);
    const added = await call(client, 'list_topics', { brand: second });
    expect(added.isError).toBe(false);
    const ownTopics = await call(client, 'list_topics');
    expect(ownTopics.isError).toBe(false);

    const demoId = (await gql<{ viewer: { brand: { id: string } } }>('{ viewer { brand { id } } }')).viewer
      .brand.id;
    for (const tool of ['get_overview', 'list_topics', 'add_prompt']) {
      const refused = await call(client, tool, {
        brand: demoId,
        ...(tool === 'add_prompt' ? { topicId: demoId, question: 'Is this a stranger’s prompt?' } : {}),
      });
      expect(refused.isError).toBe(true);
      expect(refused.text).toBe(
        'That brand is not one you can open: you are not a member of it (ask an owner of its workspace).',
      );
      expect(refused.text).not.toMatch(/Quillstack/i);
    }
    const malformed = await call(client, 'get_overview', { brand: 'not-a-brand' });
    expect(malformed.isError).toBe(true);
  });

  test('a READ token is refused every write tool with a message naming the scope, and nothing changes', async () => {
    const client = await httpClient(readToken);
    const { topics } = await gql<{ topics: { id: string }[] }>('{ topics { id } }');
    const before = await gql<{ promptGrid: { totalCount: number } }>(
      '{ promptGrid(promptKind: ALL) { totalCount } }',
    );
    const { competitors } = await gql<{ competitors: { name: string }[] }>('{ competitors { name } }');
    for (const [name, args] of [
      ['add_prompt', { topicId: topics[0]!.id, question: 'Which tool should a small team pick?' }],
      ['archive_prompt', { promptId: '00000000-0000-0000-0000-000000000000' }],
      ['set_competitors', { names: ['Only one'] }],
    ] as const) {
      const result = await call(client, name, args);
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/needs a FULL token; this API token's scope is READ/);
    }
    const after = await gql<{ promptGrid: { totalCount: number } }>(
      '{ promptGrid(promptKind: ALL) { totalCount } }',
    );
    expect(after.promptGrid.totalCount).toBe(before.promptGrid.totalCount);
    expect((await gql<{ competitors: { name: string }[] }>('{ competitors { name } }')).competitors).toEqual(
      competitors,
    );
  });

  test('a FULL token adds and archives a prompt, and GraphQL sees it', async () => {
    const client = await httpClient(fullToken);
    const { topics } = await gql<{ topics: { id: string }[] }>('{ topics { id } }');
    const added = await call(client, 'add_prompt', {
      topicId: topics[0]!.id,
      question: 'Which option do reviewers trust most this year?',
    });
    expect(added.isError).toBe(false);
    const id = added.data.prompt.id as string;
    expect(added.text).toContain('Which option do reviewers trust most this year?');
    const listed = await call(client, 'list_prompts', { promptKind: 'ALL', search: 'reviewers trust most' });
    expect(listed.data.prompts.map((p: any) => p.id)).toEqual([id]);
    const archived = await call(client, 'archive_prompt', { promptId: id });
    expect(archived.data.prompt).toMatchObject({ id, archived: true });
    const again = await call(client, 'list_prompts', { promptKind: 'ALL', search: 'reviewers trust most' });
    expect(again.data.totalCount).toBe(0);
  });

  test("another account's token sees only its own data and cannot touch the demo's", async () => {
    const client = await httpClient(strangerToken);
    const { topics } = await gql<{ topics: { id: string }[] }>('{ topics { id } }');
    const demoPrompt = (
      await gql<{ promptGrid: { rows: { id: string }[] } }>('{ promptGrid { rows { id } } }')
    ).promptGrid.rows[0]!.id;
    const overview = await call(client, 'get_overview', { period: 'all' });
    expect(overview.data.answers).toBe(0);
    expect((await call(client, 'list_topics')).data.topics.map((t: any) => t.id)).not.toContain(
      topics[0]!.id,
    );
    const prompts = await call(client, 'list_prompts', { topicId: topics[0]!.id });
    expect(prompts.isError || prompts.data.totalCount === 0).toBe(true);
    const archive = await call(client, 'archive_prompt', { promptId: demoPrompt });
    expect(archive.isError).toBe(true);
    const still = await gql<{ promptGrid: { rows: { id: string }[] } }>('{ promptGrid { rows { id } } }');
    expect(still.promptGrid.rows.map((r) => r.id)).toContain(demoPrompt);
  });

  test('bad input gets an error result in plain words, never a stack trace', async () => {
    const client = await httpClient(readToken);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['no_such_tool', {}, /Tool no_such_tool not found/],
      [
        'get_overview',
        { period: '14d' },
        /period must be "7d", "30d", "90d" or "all" \(each ending today\), or \{ "from": "YYYY-MM-DD", "to": "YYYY-MM-DD" \}/,
      ],
      [
        'get_overview',
        { period: { from: '2026-11-20', to: '2026-11-01' } },
        /from must not be after to|from/,
      ],
      ['get_overview', { period: { from: '20 Nov', to: '2026-11-01' } }, /YYYY-MM-DD/],
      ['search_answers', { query: 'x'.repeat(10_000) }, /query/],
      ['list_prompts', { cursor: 'bogus' }, /cursor is not one this tool gave/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(client, name, args);
      expect(result.isError, name).toBe(true);
      expect(result.text).toMatch(message);
      expect(result.text).not.toMatch(/\n\s+at /);
    }
  });
});

describe('the per-token limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { MCP_TOOL_CALLS_PER_MINUTE: '3' } });
  });
  afterAll(() => limited?.close());

  test('past its calls a minute a token gets an error result saying when to try again; another token is not held', async () => {
    const connectTo = (token: string) =>
      connect(
        new StreamableHTTPClientTransport(new URL(`${limited.url}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${token}` } },
        }),
      );
    await startEarlyInAMinute();
    const busy = await connectTo((await signUp(limited.url, 'mcp-busy')).token);
    for (let i = 0; i < 3; i++) expect((await call(busy, 'list_topics')).isError).toBe(false);
    const refused = await call(busy, 'list_topics');
    expect(refused.isError).toBe(true);
    expect(refused.text).toMatch(/^This token may call at most 3 tools a minute\. Try again in \d+ s\.$/);
    const other = await connectTo((await signUp(limited.url, 'mcp-calm')).token);
    expect((await call(other, 'list_topics')).isError).toBe(false);
  });
});

describe('over stdio (npm run mcp)', () => {
  test('the bridge lists the tools and calls get_overview; standard output carries the protocol alone', async () => {
    const errors: Error[] = [];
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(fromRepoRoot('tools'), 'cli', 'mcp-stdio.ts')],
      env: { ...process.env, SIGHTLINE_URL: server.url, SIGHTLINE_TOKEN: readToken } as Record<
        string,
        string
      >,
      cwd: fromRepoRoot('.'),
      stderr: 'pipe',
    });
    transport.onerror = (error) => errors.push(error);
    const client = await connect(transport);
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(READ_TOOLS.length + WRITE_TOOLS.length);
    const overview = await call(client, 'get_overview', { period: '30d' });
    expect(overview.isError).toBe(false);
    expect(overview.data.answers).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('the page funnel’s companions (issue 63)', () => {
  test('get_ai_sessions gives aiSessionsBesideVisibility’s days and correlation, said as a correlation', async () => {
    const client = await httpClient(readToken);
    const { aiSessionsBesideVisibility: trend } = await gql<{ aiSessionsBesideVisibility: any }>(
      `{ aiSessionsBesideVisibility(period: { preset: LAST_90_DAYS }, promptKind: ALL) {
          analyticsConnected syncedThrough totalSessions correlation daysCompared summary
          days { day visibility answers sessions } } }`,
    );
    const { isError, data, text } = await call(client, 'get_ai_sessions', {
      period: '90d',
      promptKind: 'ALL',
    });
    expect(isError).toBe(false);
    expect(data).toMatchObject({
      analyticsConnected: trend.analyticsConnected,
      syncedThrough: trend.syncedThrough,
      totalSessions: trend.totalSessions,
      correlation: trend.correlation,
      daysCompared: trend.daysCompared,
      days: trend.days,
    });
    expect(data.days.length).toBeGreaterThan(80);
    expect(text).toContain(trend.summary);
  });

  test('list_crawler_visits lists crawlerVisits’ visits, filtered by verification, without their addresses', async () => {
    const { token, brandId } = await signUp(server.url, 'mcp-crawlers');
    const visit = (path: string, verification: string, minutesAgo: number, provider = 'OpenAI') =>
      server.db.query(
        `insert into crawler_visits (user_id, crawler, provider, purpose, user_agent, page_route, ip_address,
           visited_at, source, verification, verification_method, content_key)
         values ($1, 'GPTBot', $2, 'training', 'GPTBot/1.2', $3, '203.0.113.9', now() - make_interval(mins => $4),
           'api', $5, $6, gen_random_uuid()::text)`,
        [brandId, provider, path, minutesAgo, verification, verification === 'verified' ? 'ip_range' : null],
      );
    await visit('/pricing', 'verified', 5);
    await visit('/pricing', 'spoofed', 4);
    await visit('/docs', 'verified', 3, 'Perplexity');
    await visit('/docs', 'unverifiable', 2);
    const client = await httpClient(await createToken('READ', token));

    const all = await call(client, 'list_crawler_visits', {});
    expect(all.isError).toBe(false);
    const { crawlerVisits } = await gql<{ crawlerVisits: any }>(
      `{ crawlerVisits { edges { node { id pageRoute verification verificationMethod } } } }`,
      {},
      token,
    );
    expect(
      all.data.visits.map((v: any) => [v.id, v.pageRoute, v.verification, v.verificationMethod]),
    ).toEqual(
      crawlerVisits.edges.map(({ node }: any) => [
        node.id,
        node.pageRoute,
        node.verification,
        node.verificationMethod,
      ]),
    );
    expect(all.data.visits).toHaveLength(4);
    expect(JSON.stringify(all.data)).not.toContain('203.0.113.9');
    expect(all.data).not.toHaveProperty('simulatedShare');
    expect(all.text).toBe(
      '4 AI-crawler visits in the last 30 days: 2 verified, 1 spoofed and 1 unverifiable. Newest: GPTBot (OpenAI) on /docs at ' +
        `${all.data.visits[0].visitedAt}.`,
    );

    const spoofed = await call(client, 'list_crawler_visits', { verification: 'SPOOFED' });
    expect(spoofed.data.visits.map((v: any) => [v.pageRoute, v.verification])).toEqual([
      ['/pricing', 'SPOOFED'],
    ]);
    const docs = await call(client, 'list_crawler_visits', {
      page: 'https://acme.test/docs/',
      verification: 'VERIFIED',
    });
    expect(docs.data.visits.map((v: any) => [v.pageRoute, v.provider])).toEqual([['/docs', 'Perplexity']]);
  });
});
