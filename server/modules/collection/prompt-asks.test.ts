/**
 * Ask now (issue 61) over GraphQL on a real server: ChatGPT's app through DataForSEO's LLM Scraper
 * (DATAFORSEO_* pointed at a stub on 127.0.0.1 replaying the provider's documented responses, as the
 * adapter tests do). A one-off ask posts live/advanced and live/html, never task_post, and is priced as those
 * two requests; a scheduled run posts task_post and polls it. Roles, the sampling budget, bad input and
 * another brand's prompt are refused in words; the ask's answers stay out of the answers table.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pruneEvidence } from '../evidence';
import { requestPriceUsd } from '../sampling';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { startReplayServer, type RecordedRequest, type ReplayServer } from '../../test/replay.testkit';

const fixture = (name: string): unknown =>
  JSON.parse(
    fs.readFileSync(new URL(`../../core/engines/testdata/${name}.json`, import.meta.url), 'utf8'),
  ) as unknown;

const ROOT = '/v3/ai_optimization/chat_gpt/llm_scraper';
const QUESTION = 'best running shoes for flat feet under $150';

let stub: ReplayServer;
let server: TestServer;
let owner: { token: string; brandId: string; personId: string };
let viewerToken: string;
let strangerToken: string;
let promptId: string;

const call = async (query: string, variables: Record<string, unknown> = {}, token = owner.token) =>
  (await graphql<any>(server.url, query, variables, token)).body;

const ASK = `mutation($input: AskPromptNowInput!) {
  askPromptNow(input: $input) {
    id promptId question askedAt cost estimatedCost
    costLines { request requests unitPrice cost }
    answers {
      platform surface status error model simulated text visible position competitorIds sources cost
      payloadKept pageKept products { position title brand isBrand competitorId }
    }
  }
}`;

const route = (request: RecordedRequest) => `${request.method} ${request.path}`;

beforeAll(async () => {
  // DataForSEO's LLM Scraper: the live endpoints answer at once; a posted task is ready at its first poll.
  stub = await startReplayServer((request) => {
    if (request.path === `${ROOT}/live/advanced`) return { body: fixture('dataforseo-llm-chatgpt-ready') };
    if (request.path === `${ROOT}/live/html`) return { body: fixture('dataforseo-llm-gemini-live-html') };
    if (request.path === `${ROOT}/task_post`) return { body: fixture('dataforseo-llm-task-post') };
    if (request.path.startsWith(`${ROOT}/task_get/advanced/`))
      return { body: fixture('dataforseo-llm-chatgpt-ready') };
    return { status: 404, body: { status_code: 40400, status_message: 'Not Found.' } };
  });
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      DATAFORSEO_LOGIN: 'api@example.com',
      DATAFORSEO_PASSWORD: 'dfs-secret',
      DATAFORSEO_BASE_URL: stub.url,
      ENGINE_RATE_PER_MINUTE: '0',
    },
  });
  owner = await signUp(server.url, 'ask-now-owner');
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Brooks', 'https://brooksrunning.com', '{}')`,
    [owner.brandId],
  );
  await server.db.query(
    `insert into competitors (user_id, name, website) values ($1, 'ASICS', 'asics.com')`,
    [owner.brandId],
  );
  const [prompt] = await server.db.query<{ id: string }>(
    `with topic as (insert into topics (user_id, name, slug) values ($1, 'Running', 'running') returning id)
     insert into prompts (user_id, topic_id, question) select $1, id, $2 from topic returning id`,
    [owner.brandId, QUESTION],
  );
  promptId = prompt!.id;
  const chosen = await call(`mutation {
    updateCollectionSettings(input: { platforms: [CHATGPT], appPlatforms: [CHATGPT] }) {
      settings { platforms appPlatforms realAppPlatforms } } }`);
  expect(chosen.errors).toBeUndefined();
  expect(chosen.data.updateCollectionSettings.settings).toMatchObject({
    platforms: ['CHATGPT'],
    appPlatforms: ['CHATGPT'],
  });

  const viewer = await signUp(server.url, 'ask-now-viewer');
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role)
     select workspace_id, $2, 'VIEWER' from workspace_members where user_id = $1 and role = 'OWNER'`,
    [owner.brandId, viewer.personId],
  );
  viewerToken = viewer.token;
  const stranger = await signUp(server.url, 'ask-now-stranger');
  await server.db.query(`insert into brands (user_id, name) values ($1, 'Hoka')`, [stranger.brandId]);
  strangerToken = stranger.token;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await stub?.close();
});

const LIVE_PRICE =
  requestPriceUsd({ kind: 'scraper', vendor: 'dataforseo_llm_scraper', request: 'live' })! +
  requestPriceUsd({ kind: 'scraper', vendor: 'dataforseo_llm_scraper', request: 'live_html' })!;

describe('Ask now', () => {
  test("asks ChatGPT's app live (live/advanced and live/html, never task_post), reads it like a run's answer and prices it as those two requests", async () => {
    stub.requests.length = 0;
    const asked = await call(ASK, { input: { promptId } });
    expect(asked.errors).toBeUndefined();
    const ask = asked.data.askPromptNow;

    // The app answered live: the answer and its page, the same task to both; no task was queued.
    expect(stub.requests.map(route).sort()).toEqual([`POST ${ROOT}/live/advanced`, `POST ${ROOT}/live/html`]);
    for (const request of stub.requests)
      expect(request.body).toEqual([{ keyword: QUESTION, location_code: 2840, language_code: 'en' }]);

    expect(ask).toMatchObject({ promptId, question: QUESTION });
    const [api, app] = ask.answers;
    // ChatGPT's API has no key here: the simulated engine answers it, at no cost.
    expect(api).toMatchObject({ platform: 'CHATGPT', surface: 'API', simulated: true, cost: 0 });
    expect(app).toMatchObject({
      platform: 'CHATGPT',
      surface: 'APP',
      status: 'OK',
      simulated: false,
      model: 'gpt-5',
      visible: true,
      position: 1,
      payloadKept: true,
      pageKept: true,
    });
    expect(app.text).toMatch(/^For flat feet, a \*\*stability shoe\*\*/);
    expect(app.sources).toContain('https://brooksrunning.com/en_us/adrenaline-gts-24');
    expect(app.competitorIds).toHaveLength(1);
    expect(app.products).toEqual([
      expect.objectContaining({ position: 1, title: 'Brooks Adrenaline GTS 24', isBrand: true }),
      expect.objectContaining({
        position: 2,
        title: 'ASICS Gel-Kayano 31',
        competitorId: app.competitorIds[0],
      }),
    ]);

    // Two live requests, each at its price: dearer than one, and than the queued task a run posts.
    const single = requestPriceUsd({ kind: 'scraper', vendor: 'dataforseo_llm_scraper', request: 'live' })!;
    expect(app.cost).toBeCloseTo(LIVE_PRICE, 10);
    expect(app.cost).toBeGreaterThan(single);
    expect(ask.cost).toBeCloseTo(LIVE_PRICE, 10);
    expect(ask.estimatedCost).toBeCloseTo(LIVE_PRICE, 10);
    expect(ask.costLines).toEqual([
      { request: 'DataForSEO LLM Scraper (live answer)', requests: 1, unitPrice: single, cost: single },
      {
        request: 'DataForSEO LLM Scraper (live page)',
        requests: 1,
        unitPrice: LIVE_PRICE - single,
        cost: LIVE_PRICE - single,
      },
    ]);

    // Recorded as asked, audited, and kept out of the answers every figure counts.
    const [recorded] = await server.db.query<{ usd: number; asks: number }>(
      `select sum(cost_usd)::float8 as usd, count(*)::int as asks from prompt_asks where user_id = $1`,
      [owner.brandId],
    );
    expect(recorded!.asks).toBe(2);
    expect(recorded!.usd).toBeCloseTo(LIVE_PRICE, 6);
    const [answers] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from answers where user_id = $1',
      [owner.brandId],
    );
    expect(answers!.n).toBe(0);
    const audit = await server.db.query<{ action: string; target: string }>(
      `select action, target from audit_log where action = 'prompt.asked_now' and target like $1`,
      [`${QUESTION}%`],
    );
    expect(audit).toHaveLength(1);

    // Read back with the prompt's asks, newest first.
    const listed = await call(
      `query($promptId: ID!) { promptAsks(promptId: $promptId) { id cost answers { surface pageKept } } }`,
      { promptId },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data.promptAsks[0]).toMatchObject({
      id: ask.id,
      answers: [{}, { surface: 'APP', pageKept: true }],
    });
    expect(listed.data.promptAsks[0].cost).toBeCloseTo(LIVE_PRICE, 10);
  });

  test('the app surface alone, when chosen: one answer, the same two requests', async () => {
    stub.requests.length = 0;
    const asked = await call(ASK, { input: { promptId, platforms: ['CHATGPT'], surfaces: ['APP'] } });
    expect(asked.errors).toBeUndefined();
    expect(asked.data.askPromptNow.answers.map((a: any) => a.surface)).toEqual(['APP']);
    expect(stub.requests.map(route).sort()).toEqual([`POST ${ROOT}/live/advanced`, `POST ${ROOT}/live/html`]);
  });

  test('a scheduled run asks the same app through a queued task (task_post, then task_get), never live', async () => {
    stub.requests.length = 0;
    const started = await call(`mutation { startCollectionRun { run { id } } }`);
    expect(started.errors).toBeUndefined();
    const id = started.data.startCollectionRun.run.id;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = (await call(`query($id: ID!) { collectionRun(id: $id) { status answered } }`, { id })).data
        .collectionRun;
      if (run.status === 'COMPLETED') break;
      if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(run)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const routes = stub.requests.map(route);
    expect(routes[0]).toBe(`POST ${ROOT}/task_post`);
    expect(routes.slice(1).every((r) => r.startsWith(`GET ${ROOT}/task_get/advanced/`))).toBe(true);
    expect(routes.some((r) => r.includes('/live/'))).toBe(false);
  }, 90_000);

  test('a VIEWER may not ask; another brand cannot ask or read this brand’s prompt; bad input is refused in words', async () => {
    const headers = { brand: owner.brandId };
    const viewer = (
      await graphql<any>(server.url, ASK, { input: { promptId } }, viewerToken, {
        'x-sightline-brand': headers.brand,
      })
    ).body;
    expect(viewer.errors?.[0]).toMatchObject({
      message: 'Your role in this workspace is VIEWER: asking a prompt now needs EDITOR or higher.',
      extensions: { code: 'FORBIDDEN' },
    });

    stub.requests.length = 0;
    const stranger = await call(ASK, { input: { promptId } }, strangerToken);
    expect(stranger.errors?.[0]).toMatchObject({
      message: 'No active prompt of this brand has that id (an archived prompt is not asked).',
      extensions: { code: 'NOT_FOUND' },
    });
    const strangerReads = await call(
      `query($promptId: ID!) { promptAsks(promptId: $promptId) { id } }`,
      { promptId },
      strangerToken,
    );
    expect(strangerReads.data.promptAsks).toEqual([]);

    const notAnId = await call(ASK, { input: { promptId: 'prompt-1' } });
    expect(notAnId.errors?.[0]).toMatchObject({
      message: 'promptId must be the id of one of your prompts.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const notChosen = await call(ASK, { input: { promptId, platforms: ['GEMINI'] } });
    expect(notChosen.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Gemini is not one of the brand's platforms: choose it in Settings/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Nothing refused reached the vendor.
    expect(stub.requests).toEqual([]);
  });

  test("an ask that would pass the month's sampling budget is refused in words, and asks nothing", async () => {
    // The month so far: the asks above and the run's queued task, priced from the table.
    const budget = await call(
      `mutation { updateSamplingSettings(input: { monthlyBudgetUsd: 0.02 }) { settings { monthlyBudgetUsd } } }`,
    );
    expect(budget.errors).toBeUndefined();
    stub.requests.length = 0;
    const refused = await call(ASK, { input: { promptId } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // Two live asks and the run's one queued task (its API answer was simulated: free).
    const task = requestPriceUsd({ kind: 'scraper', vendor: 'dataforseo_llm_scraper', request: 'task' })!;
    const spent = 2 * LIVE_PRICE + task;
    expect(refused.errors?.[0]?.message).toBe(
      `Asking now would cost about $${LIVE_PRICE.toFixed(4)}, but this month's sampling budget of $0.0200 has $${(0.02 - spent).toFixed(4)} left ($${spent.toFixed(4)} spent). Raise the budget in Settings → Sampling, or ask fewer platforms.`,
    );
    expect(stub.requests).toEqual([]);
    // The API surface alone is simulated and free: still asked.
    const free = await call(ASK, { input: { promptId, surfaces: ['API'] } });
    expect(free.errors).toBeUndefined();
    expect(free.data.askPromptNow.cost).toBe(0);
    expect(stub.requests).toEqual([]);
  });

  test("the daily evidence sweep drops an old ask's payload and page, and keeps its answer and cost", async () => {
    await server.db.query(`update prompt_asks set asked_at = now() - interval '40 days' where user_id = $1`, [
      owner.brandId,
    ]);
    expect(await pruneEvidence({ db: server.db, config: { EVIDENCE_RETENTION_DAYS: 30 } })).toBeGreaterThan(
      0,
    );
    const { data } = await call(
      `query($promptId: ID!) { promptAsks(promptId: $promptId, first: 20) { cost answers { surface text payloadKept pageKept } } }`,
      { promptId },
    );
    const answers = data.promptAsks.flatMap((ask: any) => ask.answers);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a: any) => !a.payloadKept && !a.pageKept && a.text)).toBe(true);
    expect(data.promptAsks.some((ask: any) => ask.cost > 0)).toBe(true);
  });
});
