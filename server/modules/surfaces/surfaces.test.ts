/**
 * A surface per answer, product cards and app against API (issue 61), through GraphQL, REST and MCP: a
 * simulated run that asks ChatGPT through its API and its app stores both answers, the app's with product
 * cards for shopping questions; productVisibility and surfaceDivergence count exactly what answers(filter)
 * lists; the prompts grid marks the prompts that triggered cards; REST and MCP give GraphQL's figures; the
 * rollups still agree with the answers.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, signUp } from '../../test/http';
import { recomputedRollups, storedRollups } from '../../test/collection.testkit';

let server: TestServer;
let token: string;
let client: Client | undefined;

const PROMPTS = [
  'best espresso machine to buy on sale',
  'cheapest espresso machine deals this month',
  'espresso machine price under $300',
  'how does an espresso machine make crema',
  'which espresso machine brands are reliable',
  'espresso machine gift ideas',
];

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await graphql<any>(server.url, query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
};

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  const account = await signUp(server.url, 'surface-runner');
  token = account.token;
  const { brandId } = account;
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Acme', 'https://acme.example', '{}')`,
    [brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'Globex', 'globex.example'), ($1, 'Initech', null)`,
    [brandId],
  );
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Espresso machines', 'espresso') returning id`,
    [brandId],
  );
  for (const question of PROMPTS)
    await server.db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, $3)`, [
      brandId,
      topic!.id,
      question,
    ]);
}, 60_000);
afterAll(async () => {
  await client?.close();
  await server?.close();
});

const FILTER = { period: { preset: 'ALL_TIME' }, promptKind: 'ALL' };
const RATE = 'value low high';

async function runToday() {
  const started = await gql(`mutation { startCollectionRun { run { id } } }`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { collectionRun } = await gql(
      `query($id: ID!) { collectionRun(id: $id) { status total answered failures refusals settled } }`,
      { id: started.startCollectionRun.run.id },
    );
    if (collectionRun.status === 'COMPLETED') return collectionRun;
    if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(collectionRun)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('app platforms are chosen with the engines; a platform no app is read for is refused', async () => {
  const refused = await graphql<any>(
    server.url,
    `
      mutation {
        updateCollectionSettings(input: { appPlatforms: [CLAUDE] }) {
          settings {
            appPlatforms
          }
        }
      }
    `,
    {},
    token,
  );
  expect(refused.body.errors?.[0]?.message).toMatch(/cannot be asked through its app/);
  const set = await gql(`mutation {
    updateCollectionSettings(input: { platforms: [CHATGPT, CLAUDE], appPlatforms: [GEMINI, CHATGPT, CHATGPT] }) {
      settings { platforms appPlatforms realAppPlatforms } } }`);
  // No provider is configured: both apps are simulated.
  expect(set.updateCollectionSettings.settings).toEqual({
    platforms: ['CHATGPT', 'CLAUDE'],
    appPlatforms: ['CHATGPT', 'GEMINI'],
    realAppPlatforms: [],
  });
  const kept = await gql(`mutation {
    updateCollectionSettings(input: { samplesPerPrompt: 1 }) { settings { appPlatforms } } }`);
  expect(kept.updateCollectionSettings.settings.appPlatforms).toEqual(['CHATGPT', 'GEMINI']);
});

test('a run asks each app platform through its app too; answers carry their surface and cards', async () => {
  const run = await runToday();
  // 6 prompts × (ChatGPT API, Claude API, ChatGPT app, Gemini app).
  expect(run.total).toBe(24);
  expect(run.settled).toBe(24);

  const list = async (surface: string) =>
    (
      await gql(
        `query($filter: AnswersFilter) { answers(filter: $filter, first: 30) { totalCount okCount
          edges { node { id platform surface engine model simulated status visible question
            sources { domain } products { position title brand isBrand competitorId merchants price currency rating url } } } } }`,
        { filter: { ...FILTER, surface } },
      )
    ).answers;
  const app = await list('APP');
  const api = await list('API');
  expect(app.totalCount).toBe(12);
  expect(api.totalCount).toBe(12);
  for (const { node } of app.edges) {
    expect(node.surface).toBe('APP');
    expect(node.engine).toBe('simulated-app');
    expect(['CHATGPT', 'GEMINI']).toContain(node.platform);
  }
  for (const { node } of api.edges) {
    expect(node.surface).toBe('API');
    expect(node.products).toEqual([]);
  }
  const cards = app.edges.flatMap(({ node }: any) => node.products);
  expect(cards.length).toBeGreaterThan(0);
  // The maker is read as a name in an answer is: the card's brand, else its title (which starts with it here).
  for (const card of cards) {
    const maker = card.brand ?? card.title.split(' ')[0];
    expect(card.isBrand).toBe(maker === 'Acme');
    expect(card.competitorId === null).toBe(maker !== 'Globex' && maker !== 'Initech');
  }

  // productVisibility counts the cards of exactly the APP answers listed.
  const { productVisibility: figures } = await gql(
    `query($period: PeriodInput, $promptKind: PromptKindFilter) {
      productVisibility(period: $period, promptKind: $promptKind) {
        answers answersWithProducts triggerRate { ${RATE} } cards brandCards shareOfCards { ${RATE} }
        topProducts { title brand isBrand competitorId cards averagePosition } merchants { merchant cards brandCards } } }`,
    FILTER,
  );
  const answered = app.edges.filter(({ node }: any) => node.status === 'OK');
  expect(figures.answers).toBe(answered.length);
  expect(figures.answersWithProducts).toBe(
    answered.filter(({ node }: any) => node.products.length > 0).length,
  );
  // Its drill-down: the answered app answers with cards, and those without, as the filter lists them.
  const withCards = async (hasProducts: boolean) =>
    (
      await gql(`query($filter: AnswersFilter) { answers(filter: $filter, first: 1) { totalCount } }`, {
        filter: { ...FILTER, surface: 'APP', status: 'OK', hasProducts },
      })
    ).answers.totalCount;
  expect(figures.answersWithProducts).toBeGreaterThan(0);
  expect(figures.answersWithProducts).toBeLessThan(figures.answers);
  expect(await withCards(true)).toBe(figures.answersWithProducts);
  expect(await withCards(false)).toBe(figures.answers - figures.answersWithProducts);
  expect(figures.cards).toBe(cards.length);
  expect(figures.brandCards).toBe(cards.filter((card: any) => card.isBrand).length);
  expect(figures.triggerRate.value).toBeCloseTo((100 * figures.answersWithProducts) / figures.answers, 6);
  expect(figures.triggerRate.low).toBeLessThanOrEqual(figures.triggerRate.value);
  expect(figures.triggerRate.high).toBeGreaterThanOrEqual(figures.triggerRate.value);
  expect(figures.shareOfCards.value).toBeCloseTo((100 * figures.brandCards) / figures.cards, 6);
  expect(figures.topProducts.reduce((sum: number, p: any) => sum + p.cards, 0)).toBeLessThanOrEqual(
    cards.length,
  );
  const merchantCards = new Map<string, number>();
  for (const card of cards)
    for (const merchant of new Set<string>(card.merchants))
      merchantCards.set(merchant, (merchantCards.get(merchant) ?? 0) + 1);
  for (const row of figures.merchants) expect(row.cards).toBe(merchantCards.get(row.merchant));

  // App against API: ChatGPT is the one platform asked through both.
  const { surfaceDivergence } = await gql(
    `query($period: PeriodInput, $promptKind: PromptKindFilter) {
      surfaceDivergence(period: $period, promptKind: $promptKind) {
        platform pairs visibilityAgreement { ${RATE} } apiVisibility { ${RATE} } appVisibility { ${RATE} }
        citedDomainOverlap pairsWithSources } }`,
    FILTER,
  );
  const okOf = (list: any, platform: string) =>
    new Map<string, any>(
      list.edges
        .filter(({ node }: any) => node.platform === platform && node.status === 'OK')
        .map(({ node }: any) => [node.question, node]),
    );
  const apiChatgpt = okOf(api, 'CHATGPT');
  const appChatgpt = okOf(app, 'CHATGPT');
  const pairs = [...apiChatgpt.keys()]
    .filter((q) => appChatgpt.has(q))
    .map((q) => [apiChatgpt.get(q), appChatgpt.get(q)]);
  expect(pairs.length).toBeGreaterThan(0);
  const agree = pairs.filter(([a, b]) => a.visible === b.visible).length;
  const domains = (answer: any) => new Set<string>(answer.sources.map((s: any) => s.domain));
  const overlaps = pairs.flatMap(([a, b]) => {
    const [x, y] = [domains(a), domains(b)];
    const union = new Set([...x, ...y]).size;
    return union === 0 ? [] : [[...x].filter((d) => y.has(d)).length / union];
  });
  expect(surfaceDivergence).toHaveLength(1);
  const [row] = surfaceDivergence;
  expect(row.platform).toBe('CHATGPT');
  expect(row.pairs).toBe(pairs.length);
  expect(row.visibilityAgreement.value).toBeCloseTo((100 * agree) / pairs.length, 6);
  expect(row.apiVisibility.value).toBeCloseTo(
    (100 * pairs.filter(([a]) => a.visible).length) / pairs.length,
    6,
  );
  expect(row.appVisibility.value).toBeCloseTo(
    (100 * pairs.filter(([, b]) => b.visible).length) / pairs.length,
    6,
  );
  expect(row.pairsWithSources).toBe(overlaps.length);
  expect(row.citedDomainOverlap).toBeCloseTo(
    (100 * overlaps.reduce((s, o) => s + o, 0)) / overlaps.length,
    6,
  );

  // The app's answers are answers like any other: the rollups count them as the answers hold them.
  expect(await storedRollups(server.db)).toEqual(await recomputedRollups(server.db));

  // REST gives GraphQL's figures.
  const rest = await getJson<any>(`${server.url}/api/product-visibility?period=all&prompt_kind=all`, token);
  expect(rest.status).toBe(200);
  expect(rest.body.data).toMatchObject({
    answers: figures.answers,
    answers_with_products: figures.answersWithProducts,
    trigger_rate: figures.triggerRate,
    cards: figures.cards,
    brand_cards: figures.brandCards,
    share_of_cards: figures.shareOfCards,
  });
  expect(rest.body.data.top_products.map((p: any) => [p.title, p.cards, p.is_brand])).toEqual(
    figures.topProducts.map((p: any) => [p.title, p.cards, p.isBrand]),
  );
  const restDivergence = await getJson<any>(
    `${server.url}/api/surface-divergence?period=all&prompt_kind=all`,
    token,
  );
  expect(restDivergence.body.data.platforms).toEqual([
    {
      platform: 'chatgpt',
      pairs: row.pairs,
      visibility_agreement: row.visibilityAgreement,
      api_visibility: row.apiVisibility,
      app_visibility: row.appVisibility,
      cited_domain_overlap: row.citedDomainOverlap,
      pairs_with_sources: row.pairsWithSources,
    },
  ]);

  // MCP gives GraphQL's figures.
  const { createApiToken } = await gql(
    `mutation { createApiToken(input: { name: "surfaces", scope: READ }) { token } }`,
  );
  client = new Client({ name: 'surfaces-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${createApiToken.token}` } },
    }),
  );
  const call = async (name: string) => {
    const result = await client!.callTool({ name, arguments: { period: 'all', promptKind: 'ALL' } });
    expect(result.isError).not.toBe(true);
    return result.structuredContent as any;
  };
  const products = await call('get_product_visibility');
  const { simulatedShare: _share, ...productFigures } = products;
  expect(productFigures).toEqual(figures);
  const divergence = await call('get_surface_divergence');
  expect(divergence.platforms).toEqual(surfaceDivergence);
}, 60_000);

test('the prompts grid marks the prompts whose app answers showed product cards, as many as answers(filter) lists', async () => {
  const grid = async (platforms: string[]) =>
    (
      await gql(
        `query($period: PeriodInput, $platforms: [Platform!], $promptKind: PromptKindFilter) {
          promptGrid(period: $period, platforms: $platforms, promptKind: $promptKind) {
            rows { id question productCardAnswers } } }`,
        { ...FILTER, platforms },
      )
    ).promptGrid.rows as { id: string; question: string; productCardAnswers: number }[];
  const rows = await grid([]);
  expect(rows).toHaveLength(PROMPTS.length);
  const listed = await Promise.all(
    rows.map(
      async (row) =>
        (
          await gql(`query($filter: AnswersFilter) { answers(filter: $filter, first: 0) { totalCount } }`, {
            filter: { ...FILTER, promptId: row.id, status: 'OK', hasProducts: true },
          })
        ).answers.totalCount as number,
    ),
  );
  expect(rows.map((row) => row.productCardAnswers)).toEqual(listed);
  // Some prompts triggered a carousel and some did not: the mark tells them apart.
  expect(listed.some((count) => count > 0)).toBe(true);
  expect(listed.some((count) => count === 0)).toBe(true);
  // APIs show no cards: on Claude, asked through its API only, no prompt is marked.
  expect((await grid(['CLAUDE'])).map((row) => row.productCardAnswers)).toEqual(rows.map(() => 0));
});

test('a platform filter narrows the figures; an API-only filter has no divergence', async () => {
  const { surfaceDivergence, productVisibility } = await gql(
    `{ surfaceDivergence(period: { preset: ALL_TIME }, promptKind: ALL, platforms: [GEMINI]) { platform }
       productVisibility(period: { preset: ALL_TIME }, promptKind: ALL, platforms: [CLAUDE]) { answers cards } }`,
  );
  expect(surfaceDivergence).toEqual([]);
  expect(productVisibility).toEqual({ answers: 0, cards: 0 });
});
