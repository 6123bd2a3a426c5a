/**
 * Through GraphQL on a real server with its in-process worker: a new account needs onboarding, gets
 * the wizard's suggestions, completes it (everything stored at once, the first run completes on the simulated engine),
 * bad input stores nothing, and competitors stay editable without losing history.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_USER_ID, FUND_USER_ID } from '../../db/seed/accounts';
import { signIn, graphql, signUp as signUpAs } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;

const signUp = (username: string) => signUpAs(server.url, username);

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await graphql<any>(server.url, query, variables, token)).body;

const COMPLETE = `mutation($input: CompleteOnboardingInput!) { completeOnboarding(input: $input) {
  run { id trigger status } viewer { onboarding { needed hasBrand activePrompts } brand { name website aliases } } } }`;
const STATE = '{ viewer { onboarding { needed hasBrand activePrompts } } }';

const goodInput = () => ({
  brand: { name: ' Acme Robotics ', website: 'https://acmerobotics.test', aliases: ['Acme', 'acme'] },
  competitors: ['Botwerk', ' ', 'Gearly'],
  topics: [
    {
      name: 'Warehouse robots',
      prompts: ['What are the best warehouse robots?', 'Which warehouse robot is cheapest?'],
    },
    { name: 'Robot arms', prompts: ['Which robot arm suits a small factory?', ''] },
  ],
});

/** Everything onboarding stores for an account, to show that a refused call stored nothing. */
async function storedSetup(brandId: string) {
  const [brands, competitors, topics, prompts, runs] = await Promise.all(
    ['brands', 'competitors', 'topics', 'prompts', 'collection_runs'].map((table) =>
      server.db.query(`select * from ${table} where user_id = $1 order by 1`, [brandId]),
    ),
  );
  return { brands, competitors, topics, prompts, runs };
}

async function waitForRun(token: string, runId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data } = await gql(
      token,
      'query($id: ID!) { collectionRun(id: $id) { status total answered failures } }',
      { id: runId },
    );
    if (data.collectionRun.status === 'COMPLETED') return data.collectionRun;
    if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A seeded server with its worker can take minutes to start on a loaded machine.
beforeAll(async () => {
  server = await startTestServer({
    seed: true,
    env: { WORKER_IN_PROCESS: 'true', SUGGESTIONS_FETCH: 'false', COLLECTION_ANSWER_ATTEMPTS: '2' },
  });
}, 400_000);
afterAll(() => server?.close());

describe('onboarding state', () => {
  test('a new account needs onboarding; the seeded demo and fund accounts do not', async () => {
    const { token } = await signUp('newcomer');
    expect((await gql(token, STATE)).data.viewer.onboarding).toEqual({
      needed: true,
      hasBrand: false,
      activePrompts: 0,
    });
    for (const email of ['demo@example.com', 'fund@example.com']) {
      const state = (await gql(await signIn(server.url, email), STATE)).data.viewer.onboarding;
      expect(state.needed).toBe(false);
      expect(state.activePrompts).toBeGreaterThan(0);
    }
    expect((await graphql<any>(server.url, STATE)).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  test('a brand alone does not complete onboarding', async () => {
    const { token } = await signUp('brandonly');
    await gql(token, 'mutation { updateBrand(input: { name: "Solo", aliases: [] }) { brand { name } } }');
    expect((await gql(token, STATE)).data.viewer.onboarding).toEqual({
      needed: true,
      hasBrand: true,
      activePrompts: 0,
    });
  });
});

describe('suggestions', () => {
  test('a signed-in account gets the same suggestions as the public wizard', async () => {
    const { token } = await signUp('suggested');
    const website = await gql(
      token,
      'mutation { suggestWebsite(input: { companyName: "Acme Robotics, Inc." }) { website } }',
    );
    expect(website.data.suggestWebsite.website).toBe('https://acmerobotics.com');
    // Offline (no AI provider) there is no honest way to name rivals.
    const rivals = await gql(
      token,
      'mutation { suggestCompetitors(input: { companyName: "Acme Robotics" }) { competitors } }',
    );
    expect(rivals.data.suggestCompetitors.competitors).toEqual([]);
    const topics = await gql(
      token,
      'mutation { suggestKeywords(input: { companyName: "Acme", competitors: ["Botwerk"] }) { keywords } }',
    );
    expect(topics.data.suggestKeywords.keywords).toEqual([]);
    // Onboarding asks for one topic's prompts at a time and keeps the first three.
    const starters = await gql(
      token,
      'mutation { suggestPrompts(input: { companyName: "Acme", keywords: ["Warehouse robots"] }) { prompts } }',
    );
    expect(starters.data.suggestPrompts.prompts.slice(0, 3)).toEqual([
      'What are the best options for warehouse robots?',
      'Who are the leading names in warehouse robots?',
      'What should I look for when it comes to warehouse robots?',
    ]);
    const blank = await gql(token, 'mutation { suggestWebsite(input: { companyName: "  " }) { website } }');
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Company name is required.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('completing onboarding', () => {
  test.each([
    [{ brand: { name: ' ', aliases: [] } }, 'Give the brand a name.'],
    [
      { brand: { name: 'Acme', website: 'acme.test', aliases: [] } },
      'The website must be an address starting with http:// or https://.',
    ],
    [{ competitors: ['Botwerk', 'BOTWERK'] }, 'The competitor "BOTWERK" is listed twice.'],
    [{ competitors: ['acme'] }, '"acme" is your own brand; list only competitors.'],
    [{ competitors: ['x'.repeat(61)] }, 'A competitor name is at most 60 characters.'],
    [{ competitors: Array.from({ length: 11 }, (_, i) => `Rival ${i}`) }, 'Track at most 10 competitors.'],
    [{ topics: [] }, 'Add at least one topic.'],
    [{ topics: [{ name: 'Robots', prompts: ['', ' '] }] }, 'Add at least one prompt.'],
    [
      { topics: [{ name: 'R', prompts: ['What are the best robots?'] }] },
      'A topic name is 2 to 60 characters long.',
    ],
    [
      { topics: [{ name: 'Aggregate', prompts: ['What are the best robots?'] }] },
      '"Aggregate" is reserved for the overview; choose another name.',
    ],
    [
      {
        topics: [
          { name: 'Robots', prompts: ['What are the best robots?'] },
          { name: 'robots', prompts: [] },
        ],
      },
      'The topic "robots" is listed twice.',
    ],
    [
      { topics: [{ name: 'Robots', prompts: ['What are the best robots?', 'what are the BEST robots?'] }] },
      'The topic "Robots" lists the prompt "what are the BEST robots?" twice.',
    ],
    [{ topics: [{ name: 'Robots', prompts: ['Why?'] }] }, 'A prompt is 5 to 500 characters long.'],
    [
      { topics: [{ name: 'Robots', prompts: Array.from({ length: 11 }, (_, i) => `Robot question ${i}?`) }] },
      'A topic starts with at most 10 prompts.',
    ],
  ])('bad input %# is a 400 with a clear message and stores nothing', async (override, message) => {
    const { token, brandId } = await signUp(`bad${Math.random().toString(36).slice(2, 8)}`);
    const before = await storedSetup(brandId);
    const result = await gql(token, COMPLETE, { input: { ...goodInput(), ...override } });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedSetup(brandId)).toEqual(before);
  });

  test('stores everything in one go and starts a first run that completes on the simulated engine', async () => {
    const { token, brandId } = await signUp('onboarder');
    const other = await signUp('bystander');
    const otherBefore = await storedSetup(other.brandId);
    const demoBefore = await storedSetup(DEMO_USER_ID);

    const done = await gql(token, COMPLETE, { input: goodInput() });
    expect(done.errors).toBeUndefined();
    const { run, viewer } = done.data.completeOnboarding;
    expect(run.trigger).toBe('ONBOARDING');
    expect(['QUEUED', 'RUNNING', 'COMPLETED']).toContain(run.status);
    expect(viewer).toEqual({
      onboarding: { needed: false, hasBrand: true, activePrompts: 3 },
      brand: { name: 'Acme Robotics', website: 'https://acmerobotics.test', aliases: ['Acme'] },
    });
    // The first run may already have stored answers naming them: only the names are settled here.
    const setup = await gql(
      token,
      '{ competitors { name } managedTopics { name isAggregate prompts { question } } collectionSettings { platforms } }',
    );
    expect(setup.data.competitors).toEqual([{ name: 'Botwerk' }, { name: 'Gearly' }]);
    expect(setup.data.managedTopics).toEqual([
      { name: 'Aggregate', isAggregate: true, prompts: [] },
      {
        name: 'Robot arms',
        isAggregate: false,
        prompts: [{ question: 'Which robot arm suits a small factory?' }],
      },
      {
        name: 'Warehouse robots',
        isAggregate: false,
        prompts: [
          { question: 'What are the best warehouse robots?' },
          { question: 'Which warehouse robot is cheapest?' },
        ],
      },
    ]);

    const finished = await waitForRun(token, run.id);
    const engines = setup.data.collectionSettings.platforms.length;
    expect(finished.total).toBe(3 * engines);
    expect(finished.answered + finished.failures).toBe(3 * engines);
    expect(finished.answered).toBeGreaterThan(0);

    // The overview fills from the run: its figures agree with the answers behind them.
    const overview = await gql(
      token,
      '{ overview { promptCount metrics { latestAnswers visibility } } answers(first: 1) { okCount visibleCount } }',
    );
    expect(overview.data.overview.promptCount).toBe(3);
    expect(overview.data.overview.metrics.latestAnswers).toBe(finished.answered);
    expect(overview.data.answers.okCount).toBe(finished.answered);
    expect(overview.data.overview.metrics.visibility).toBeCloseTo(
      (overview.data.answers.visibleCount / overview.data.answers.okCount) * 100,
      1,
    );

    // Completing again is refused and changes nothing; other accounts were never touched.
    const before = await storedSetup(brandId);
    const again = await gql(token, COMPLETE, { input: { ...goodInput(), competitors: ['Someone else'] } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This account is already set up. Manage its topics and prompts on the prompts page.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await storedSetup(brandId)).toEqual(before);
    expect(await storedSetup(other.brandId)).toEqual(otherBefore);
    expect(await storedSetup(DEMO_USER_ID)).toEqual(demoBefore);
    expect((await gql(other.token, STATE)).data.viewer.onboarding.needed).toBe(true);
  });

  test('an account with topics of its own but no prompts joins them instead of duplicating', async () => {
    const { token } = await signUp('halfway');
    await gql(token, 'mutation { createTopic(input: { name: "Robot arms" }) { topic { id } } }');
    const done = await gql(token, COMPLETE, { input: goodInput() });
    expect(done.errors).toBeUndefined();
    const topics = (await gql(token, '{ managedTopics { name slug prompts { question } } }')).data
      .managedTopics;
    expect(topics.filter((t: any) => t.name === 'Robot arms')).toEqual([
      {
        name: 'Robot arms',
        slug: 'robot-arms',
        prompts: [{ question: 'Which robot arm suits a small factory?' }],
      },
    ]);
  });
});

test('archiving every prompt later keeps the account onboarded, with its history on the overview', async () => {
  const { token } = await signUp('archiver');
  const { run } = (await gql(token, COMPLETE, { input: goodInput() })).data.completeOnboarding;
  const finished = await waitForRun(token, run.id);
  const topics = (await gql(token, '{ managedTopics { prompts { id } } }')).data.managedTopics;
  for (const { id } of topics.flatMap((t: any) => t.prompts))
    expect(
      (await gql(token, `mutation { archivePrompt(input: { id: "${id}" }) { prompt { id } } }`)).errors,
    ).toBeUndefined();

  expect((await gql(token, STATE)).data.viewer.onboarding).toEqual({
    needed: false,
    hasBrand: true,
    activePrompts: 0,
  });
  const overview = await gql(token, '{ overview { promptCount metrics { latestAnswers } } }');
  expect(overview.data.overview).toEqual({
    promptCount: 0,
    metrics: { latestAnswers: finished.answered },
  });
  const again = await gql(token, COMPLETE, { input: goodInput() });
  expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
});

describe('competitors', () => {
  const SET =
    'mutation($names: [String!]!) { setCompetitors(input: { names: $names }) { competitors { id name mentions } } }';

  test('kept names keep their ids; validation refuses bad lists; another account is untouched', async () => {
    const { token } = await signUp('rivalry');
    await gql(
      token,
      'mutation { updateBrand(input: { name: "Acme", aliases: ["Acme Co"] }) { brand { name } } }',
    );
    const first = (await gql(token, SET, { names: ['Botwerk', 'Gearly'] })).data.setCompetitors.competitors;
    expect(first.map((c: any) => c.name)).toEqual(['Botwerk', 'Gearly']);
    const second = (await gql(token, SET, { names: ['gearly', 'Cogsworth'] })).data.setCompetitors
      .competitors;
    expect(second).toEqual([
      { id: first[1].id, name: 'gearly', mentions: 0 },
      { id: expect.any(String), name: 'Cogsworth', mentions: 0 },
    ]);
    expect((await gql(token, SET, { names: ['acme co'] })).errors?.[0]?.message).toBe(
      '"acme co" is your own brand; list only competitors.',
    );
    expect((await gql(token, SET, { names: ['A', 'a'] })).errors?.[0]?.message).toBe(
      'The competitor "a" is listed twice.',
    );
    expect((await gql(token, '{ competitors { name } }')).data.competitors).toEqual([
      { name: 'gearly' },
      { name: 'Cogsworth' },
    ]);
    const demo = await signIn(server.url, 'demo@example.com');
    const demoCompetitors = (await gql(demo, '{ competitors { id name } }')).data.competitors;
    expect(demoCompetitors.map((c: any) => c.name)).toContain('Postman');
    expect((await gql(token, SET, { names: [] })).data.setCompetitors.competitors).toEqual([]);
    expect((await gql(demo, '{ competitors { id name } }')).data.competitors).toEqual(demoCompetitors);
  });

  test('a competitor named in collected answers cannot be removed; history is kept', async () => {
    const fund = await signIn(server.url, 'fund@example.com');
    const listed = (await gql(fund, '{ competitors { id name mentions } }')).data.competitors;
    const named = listed.find((c: any) => c.mentions > 0);
    expect(named).toBeDefined();
    const [stored] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from answer_competitors where user_id = $1',
      [FUND_USER_ID],
    );
    const result = await gql(fund, SET, {
      names: listed.filter((c: any) => c.id !== named.id).map((c: any) => c.name),
    });
    expect(result.errors?.[0]).toMatchObject({
      message: `"${named.name}" is named in ${named.mentions} collected answers, so it cannot be removed without losing its history.`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await gql(fund, '{ competitors { id name mentions } }')).data.competitors).toEqual(listed);
    const [after] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from answer_competitors where user_id = $1',
      [FUND_USER_ID],
    );
    expect(after!.n).toBe(stored!.n);
  });
});
