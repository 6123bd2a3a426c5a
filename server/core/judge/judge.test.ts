/**
 * The LLM judge inside collection runs, through the public surface: a real server with its in-process
 * worker, "Run now" over GraphQL, then the stored answers over GraphQL. The judge's provider is a local
 * server replaying each provider's recorded reply format, chosen by the answer the request carries. A good
 * judgement is stored with its analyzer and evidence, and its statements (a long answer's, at their places
 * in the text; the rules' where it gives none, named so); a refusal, malformed JSON, a schema mismatch, a
 * fabricated quote, an HTTP 500 and a timeout each give the rules analyzer's reading, named as a fallback;
 * a repeated text and a re-analysis make no second call; the cost cap stops calls mid-run and the run
 * says so; OpenAI, Anthropic, Gemini and an OpenAI-compatible endpoint without a key all work.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import {
  anthropicJudgeResponse,
  geminiJudgeResponse,
  judgedMessage,
  openaiJudgeResponse,
} from '../../test/judge-responses.testkit';
import {
  startReplayServer,
  type RecordedRequest,
  type ReplayResponse,
  type ReplayServer,
} from '../../test/replay.testkit';
import type { AnswerEngine, Platform } from '../engines';
import { createAnalyzer, RULES_ANALYZER } from '../analysis';
import { answerAnalysisFor } from './answer-analysis.service';
import type { JudgementReply } from './judgement';
import {
  JUDGED_STATEMENTS,
  LONG_ANSWER,
  STATEMENTS_BRAND,
  STATEMENTS_COMPETITORS,
  STORED_STATEMENTS,
} from './statements.fixture';

const BRAND = { name: 'Quillstack', aliases: [], website: 'https://quillstack.io' };
const COMPETITORS = STATEMENTS_COMPETITORS;
const rules = createAnalyzer(BRAND, COMPETITORS);

/** One answer a scripted engine gives to one question, and what the judge's provider replies about it. */
interface Case {
  question: string;
  text: string;
  /** The judge's reply; one without statements is the replies of an older judge or a lax model. */
  reply?: Omit<JudgementReply, 'statements'> & { statements?: JudgementReply['statements'] };
  /** A reply other than the judgement as JSON (a refusal, an HTTP error, a hang). */
  raw?: ReplayResponse;
}

const GOOD: Case = {
  question: 'Which API gateway is easiest to set up?',
  text: 'Kongly is the usual pick for large enterprises. **Quillstack** is the easiest gateway to set up, and its support team is excellent. Tykway also works.',
  reply: {
    brand_mentioned: true,
    mention_quotes: ['Quillstack is the easiest gateway to set up'],
    brands_in_order: ['Kongly', 'Quillstack', 'Tykway'],
    brand_position: 2,
    sentiment_score: 82,
    sentiment_label: 'positive',
    sentiment_quotes: ['its support team is excellent'],
    statements: [
      {
        subject: 'Kongly',
        quote: 'Kongly is the usual pick for large enterprises.',
        polarity: 'positive',
        aspects: ['REPUTATION'],
        attributes: [],
      },
      {
        subject: 'Quillstack',
        quote: 'Quillstack is the easiest gateway to set up, and its support team is excellent.',
        polarity: 'positive',
        aspects: ['EASE_OF_USE', 'CUSTOMER_SERVICE'],
        attributes: [],
      },
      { subject: 'Tykway', quote: 'Tykway also works.', polarity: 'neutral', aspects: [], attributes: [] },
    ],
  },
};

/** The brand's name used for something else: the judge says it is not the brand. */
const HOMONYM: Case = {
  question: 'Where should our offsite be?',
  text: 'The Quillstack Hotel in Lisbon has a rooftop bar. For the API demo, Kongly is the gateway to show.',
  reply: {
    brand_mentioned: false,
    mention_quotes: [],
    brands_in_order: ['Kongly'],
    brand_position: null,
    sentiment_score: null,
    sentiment_label: null,
    sentiment_quotes: [],
    statements: [
      {
        subject: 'Kongly',
        quote: 'For the API demo, Kongly is the gateway to show.',
        polarity: 'neutral',
        aspects: [],
        attributes: [],
      },
    ],
  },
};

/** A long answer with a table and a verdict: the judge's statements are stored, at their places in it. */
const LONG: Case = {
  question: 'Which API gateway should a growing team pick?',
  text: LONG_ANSWER,
  reply: {
    brand_mentioned: true,
    mention_quotes: ['**Quillstack** is the newest of the three'],
    brands_in_order: ['Kongly', 'Tykway', 'Quillstack'],
    brand_position: 3,
    sentiment_score: 72,
    sentiment_label: 'positive',
    sentiment_quotes: ['Quillstack is the best value'],
    statements: [
      ...JUDGED_STATEMENTS,
      // Dropped: a quote the answer does not hold, an aspect outside the taxonomy.
      {
        subject: 'Quillstack',
        quote: 'Quillstack is the cheapest gateway on the market.',
        polarity: 'positive',
        aspects: ['PRICE_VALUE'],
        attributes: [],
      },
      {
        subject: 'Tykway',
        quote: 'The dashboard feels dated, and the configuration files take a while to learn.',
        polarity: 'negative',
        aspects: ['DESIGN'],
        attributes: [],
      },
    ],
  },
};

/** A reply without statements (as a version 1 judge gave): the rules' statements stand, and it says so. */
const WITHOUT_STATEMENTS: Case = {
  question: 'Which gateway suits a small team?',
  text: 'Quillstack is the easiest gateway to run on a small team, though its plugin catalogue is thin. Kongly costs far more than it should. Tykway is a steady middle ground.',
  reply: {
    brand_mentioned: true,
    mention_quotes: ['Quillstack is the easiest gateway to run on a small team'],
    brands_in_order: ['Quillstack', 'Kongly', 'Tykway'],
    brand_position: 1,
    sentiment_score: 64,
    sentiment_label: 'positive',
    sentiment_quotes: ['the easiest gateway to run on a small team'],
  },
};

/** The brand's name used for something else, and no statements: the rules' stand, none about the brand. */
const HOMONYM_WITHOUT_STATEMENTS: Case = {
  question: 'Where should the workshop be?',
  text: 'The Quillstack Hotel in Porto has a quiet garden. For the API workshop, Kongly is the gateway to show.',
  reply: {
    brand_mentioned: false,
    mention_quotes: [],
    brands_in_order: ['Kongly'],
    brand_position: null,
    sentiment_score: null,
    sentiment_label: null,
    sentiment_quotes: [],
  },
};

/** A one-brand answer the judge reads as mildly positive. */
const praise = (question: string, text: string): Case => ({
  question,
  text,
  reply: {
    brand_mentioned: true,
    mention_quotes: [text.replace(/\.$/, '')],
    brands_in_order: ['Quillstack'],
    brand_position: 1,
    sentiment_score: 70,
    sentiment_label: 'positive',
    sentiment_quotes: [text],
    statements: [{ subject: 'Quillstack', quote: text, polarity: 'positive', aspects: [], attributes: [] }],
  },
});

const FAULTS: (Case & { reason: string })[] = [
  {
    reason: 'refusal',
    question: 'How do gateways rate limit?',
    text: 'Quillstack rate limits requests per key; Kongly does it per route.',
    raw: { body: openaiJudgeResponse(null, { refusal: "I'm sorry, I can't help with that request." }) },
  },
  {
    reason: 'malformed JSON',
    question: 'Which gateways ship an OAuth plugin?',
    text: 'Quillstack ships a plugin for OAuth, and Tykway sells one.',
    raw: { body: openaiJudgeResponse('{"brand_mentioned": true, "mention_quotes": ["Quillstack ships') },
  },
  {
    reason: 'schema mismatch',
    question: 'Which open-source gateway is steady?',
    text: 'Among open-source gateways, Quillstack is small but steady.',
    raw: { body: openaiJudgeResponse(JSON.stringify({ brand_mentioned: true, sentiment: 'good' })) },
  },
  {
    reason: 'quote not in answer',
    question: 'Which gateway is fastest?',
    text: 'Quillstack is slower than Kongly in most benchmarks.',
    reply: {
      brand_mentioned: true,
      mention_quotes: ['Quillstack is the fastest gateway ever made'],
      brands_in_order: ['Quillstack', 'Kongly'],
      brand_position: 1,
      sentiment_score: 90,
      sentiment_label: 'positive',
      sentiment_quotes: ['the fastest gateway ever made'],
    },
  },
  {
    reason: 'HTTP 500',
    question: 'Which gateways support gRPC?',
    text: 'Tykway and Quillstack both support gRPC.',
    raw: { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } },
  },
  {
    reason: 'timeout',
    question: 'Which gateway dashboard is reliable?',
    text: "Quillstack's dashboard was down twice last month, which worried several teams.",
    raw: { hang: true },
  },
];

const REPEATED = 'Quillstack is a dependable choice for startups that need a gateway quickly.';
const CACHED = [
  praise('Best gateway for startups?', REPEATED),
  praise('Gateway for a small team?', REPEATED),
];
const CAPPED = [
  praise('Fast gateway?', 'Quillstack is fast.'),
  praise('Cheap gateway?', 'Quillstack is cheap.'),
  praise('Simple gateway?', 'Quillstack is simple.'),
];
const REFUSED_BY_CLAUDE: Case & { reason: string } = {
  reason: 'refusal',
  question: 'Which gateway should I avoid?',
  text: 'Avoid Tykway for new projects; Quillstack is the safer bet.',
  raw: { body: anthropicJudgeResponse(null, { refusal: true }) },
};
const CASES: Case[] = [
  GOOD,
  HOMONYM,
  LONG,
  WITHOUT_STATEMENTS,
  HOMONYM_WITHOUT_STATEMENTS,
  ...FAULTS,
  ...CACHED,
  ...CAPPED,
  REFUSED_BY_CLAUDE,
];

/** An engine that answers each question with its case's text. */
function scriptedEngine(platform: Platform): AnswerEngine {
  return {
    platform,
    engine: 'scripted',
    model: 'scripted-1',
    simulated: false,
    ask: async ({ prompt }) => {
      const found = CASES.find((c) => c.question === prompt);
      if (!found) throw new Error(`no scripted answer for ${prompt}`);
      return {
        text: found.text,
        citations: [{ url: 'https://docs.quillstack.io/setup' }],
        model: 'scripted-1',
      };
    },
  };
}

type Provider = 'openai' | 'anthropic' | 'gemini' | 'compatible';

/** The provider's reply to a judge request: the case whose answer the request carries. */
function replyFor(provider: Provider) {
  return (request: RecordedRequest): ReplayResponse => {
    const message = judgedMessage(request);
    const found = CASES.find((c) => message.includes(c.text));
    if (!found) return { status: 400, body: { error: { message: 'unexpected request' } } };
    if (found.raw) return found.raw;
    const json = JSON.stringify(found.reply);
    if (provider === 'anthropic') return { body: anthropicJudgeResponse(found.reply!) };
    if (provider === 'gemini') return { body: geminiJudgeResponse(json) };
    return { body: openaiJudgeResponse(json) };
  };
}

interface JudgeSetup {
  server: TestServer;
  replay: ReplayServer;
  /** Requests the provider received about one answer text. */
  callsAbout: (text: string) => number;
}

async function startJudgeSetup(
  provider: Provider,
  env: (replayUrl: string) => Record<string, string>,
): Promise<JudgeSetup> {
  const replay = await startReplayServer(replyFor(provider));
  const server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      COLLECTION_ANSWER_ATTEMPTS: '1',
      ANALYSIS_MAX_RETRIES: '0',
      // Long enough for a loaded machine to answer; the hanging reply is abandoned after it.
      ANALYSIS_TIMEOUT_MS: '4000',
      ...env(replay.url),
    },
    engines: (platforms) => platforms.map((p) => scriptedEngine(p as Platform)),
  });
  return {
    server,
    replay,
    callsAbout: (text) => replay.requests.filter((r) => judgedMessage(r).includes(text)).length,
  };
}

async function stopJudgeSetup(setup: JudgeSetup | undefined) {
  await setup?.server.close();
  await setup?.replay.close();
}

let accounts = 0;

/**
 * A new account tracking Quillstack (with `attributes` of its own) against Kongly and Tykway on ChatGPT,
 * asking the cases' questions.
 */
async function accountAsking(
  server: TestServer,
  cases: readonly Case[],
  attributes: readonly { name: string; words: Record<string, string[]> }[] = [],
) {
  const { token, brandId } = await signUp(server.url, `judge${++accounts}`);
  await server.db.query(`update profiles set platforms = '{chatgpt}' where id = $1`, [brandId]);
  await server.db.query(
    `insert into brands (user_id, name, website, attributes) values ($1, $2, $3, $4::jsonb)`,
    [brandId, BRAND.name, BRAND.website, JSON.stringify(attributes)],
  );
  for (const competitor of COMPETITORS)
    await server.db.query(`insert into competitors (user_id, name, website) values ($1, $2, $3)`, [
      brandId,
      competitor.name,
      competitor.website,
    ]);
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Gateways', 'gateways') returning id`,
    [brandId],
  );
  for (const c of cases)
    await server.db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, $3)`, [
      brandId,
      topic!.id,
      c.question,
    ]);
  return { token, brandId };
}

const RUN_FIELDS = 'id status total answered failures judgeCalls judgeTokens judgeCapReached';
const ANSWER_FIELDS = `question status visible position sentiment sentimentLabel analyzer
  evidence { mention sentiment } competitors { name position } sources { url } mentions { name isBrand }`;

const STATEMENT_FIELDS = `question analyzer statements { competitorName text start end polarity aspects attributes }`;

/** The statements the rules read in a text, as the API shows them, in text order (the brand first at a tie). */
function rulesStatements(text: string) {
  return rules.statements(text).map(({ competitor, start, end, polarity, aspects, attributes }) => ({
    competitorName: competitor?.name ?? null,
    text: text.slice(start, end),
    start,
    end,
    polarity: polarity.toUpperCase(),
    aspects,
    attributes,
  }));
}

const WHY_FIELDS = `why { visibility { ruleId text } position { ruleId } competitors { ruleId text } sentiment { ruleId } }`;

/** Run now over GraphQL, wait for the run to complete, and read it and its answers back. */
async function collect(server: TestServer, token: string, fields = ANSWER_FIELDS) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const { body } = await graphql<any>(server.url, query, variables, token);
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const started = await gql(`mutation { startCollectionRun { run { id } } }`);
  const runId = started.startCollectionRun.run.id;
  let run: any;
  for (const deadline = Date.now() + 60_000; ;) {
    run = (await gql(`query($id: ID!) { collectionRun(id: $id) { ${RUN_FIELDS} } }`, { id: runId }))
      .collectionRun;
    if (run.status === 'COMPLETED') break;
    if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answers = (await gql(`{ answers(first: 20) { edges { node { ${fields} } } } }`)).answers.edges.map(
    (edge: any) => edge.node,
  );
  const byQuestion = (question: string) => answers.find((a: any) => a.question === question);
  return { run, answers, byQuestion };
}

const judgedGood = (analyzer: string) => ({
  question: GOOD.question,
  status: 'OK',
  visible: true,
  position: 2,
  sentiment: 82,
  sentimentLabel: 'POSITIVE',
  analyzer,
  evidence: { mention: GOOD.reply!.mention_quotes, sentiment: GOOD.reply!.sentiment_quotes },
  competitors: [
    { name: 'Kongly', position: 1 },
    { name: 'Tykway', position: 3 },
  ],
  // Sources stay with the rules analyzer.
  sources: [{ url: 'https://docs.quillstack.io/setup' }],
  mentions: ['Kongly', 'Quillstack', 'Tykway'].map((name) => ({ name, isBrand: name === 'Quillstack' })),
});

/** What the rules analyzer reads in the text, as the API shows it, under a fallback analyzer name. */
function rulesReading(text: string, judge: string, reason: string) {
  const analysis = rules.analyze(text, []);
  return {
    status: 'OK',
    visible: analysis.visible,
    position: analysis.position,
    sentiment: analysis.sentiment === null ? null : expect.closeTo(analysis.sentiment, 3),
    sentimentLabel: analysis.sentimentLabel?.toUpperCase() ?? null,
    analyzer: `${RULES_ANALYZER} (fallback from ${judge}: ${reason})`,
    evidence: null,
    competitors: analysis.competitors.map(({ name, position }) => ({ name, position })),
  };
}

describe('OpenAI judge', () => {
  const JUDGE = 'judge:openai/gpt-4.1-mini@2';
  let setup: JudgeSetup;
  beforeAll(async () => {
    setup = await startJudgeSetup('openai', (url) => ({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${url}/v1`,
    }));
  }, 60_000);
  afterAll(() => stopJudgeSetup(setup));

  test('a good judgement is stored with its analyzer and evidence; the request is strict structured output', async () => {
    const { token } = await accountAsking(setup.server, [GOOD]);
    const { run, byQuestion } = await collect(setup.server, token);
    expect(byQuestion(GOOD.question)).toEqual(judgedGood(JUDGE));
    // The rules would have read it differently: the stored figures are the judge's.
    expect(rules.analyze(GOOD.text, []).sentiment).not.toBe(82);
    expect(run).toMatchObject({ answered: 1, judgeCalls: 1, judgeTokens: 700, judgeCapReached: false });

    const request = setup.replay.requests.find((r) => judgedMessage(r).includes(GOOD.text))!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'gpt-4.1-mini',
      response_format: { type: 'json_schema', json_schema: { name: 'answer_judgement', strict: true } },
    });
  }, 60_000);

  test('the judge tells a homonym from the brand; the answer highlights only what it counted', async () => {
    const { token } = await accountAsking(setup.server, [HOMONYM]);
    expect(rules.analyze(HOMONYM.text, []).visible).toBe(true);
    const { byQuestion } = await collect(
      setup.server,
      token,
      `${ANSWER_FIELDS} ${WHY_FIELDS} statements { competitorName text }`,
    );
    expect(byQuestion(HOMONYM.question)).toMatchObject({
      statements: [{ competitorName: 'Kongly', text: 'For the API demo, Kongly is the gateway to show.' }],
      visible: false,
      position: null,
      sentiment: null,
      analyzer: JUDGE,
      evidence: null,
      competitors: [{ name: 'Kongly', position: 1 }],
      mentions: [{ name: 'Kongly', isBrand: false }],
      why: {
        visibility: [{ ruleId: 'judge', text: `Does not name ${BRAND.name}: read by the LLM judge.` }],
        position: null,
        competitors: [{ ruleId: 'judge', text: 'Names Kongly: read by the LLM judge.' }],
        sentiment: null,
      },
    });
  }, 60_000);

  test("a long answer's statements are the judge's, at their places in the text; a bad quote or aspect is dropped", async () => {
    const attributes = STATEMENTS_BRAND.attributes;
    const { token } = await accountAsking(setup.server, [LONG], attributes);
    const { byQuestion } = await collect(setup.server, token, STATEMENT_FIELDS);
    expect(byQuestion(LONG.question)).toEqual({
      question: LONG.question,
      analyzer: JUDGE,
      statements: STORED_STATEMENTS,
    });
    // The rules read it otherwise: the stored statements are the judge's.
    const byRules = createAnalyzer({ ...BRAND, attributes }, COMPETITORS).statements(LONG_ANSWER);
    expect(byRules.map(({ start }) => start)).not.toEqual(STORED_STATEMENTS.map(({ start }) => start));
    // The judge was told the brand's attributes by name, to name them in its statements.
    const request = setup.replay.requests.find((r) => judgedMessage(r).includes(LONG_ANSWER))!;
    expect(judgedMessage(request)).toContain("The tracked brand's own attributes: Audit logs; Dashboard");
  }, 60_000);

  test("without the judge's statements the rules' stand, and the analyzer says so; none about a brand it did not count", async () => {
    const { token } = await accountAsking(setup.server, [WITHOUT_STATEMENTS, HOMONYM_WITHOUT_STATEMENTS]);
    const { byQuestion } = await collect(setup.server, token, STATEMENT_FIELDS);
    expect(byQuestion(WITHOUT_STATEMENTS.question)).toEqual({
      question: WITHOUT_STATEMENTS.question,
      analyzer: `${JUDGE} (statements by ${RULES_ANALYZER}: none given)`,
      statements: rulesStatements(WITHOUT_STATEMENTS.text),
    });
    // The rules read the hotel as the brand; the judge did not count it, so its statement is not kept.
    const byRules = rulesStatements(HOMONYM_WITHOUT_STATEMENTS.text);
    expect(byRules.map(({ competitorName }) => competitorName)).toEqual([null, 'Kongly']);
    expect(byQuestion(HOMONYM_WITHOUT_STATEMENTS.question)).toEqual({
      question: HOMONYM_WITHOUT_STATEMENTS.question,
      analyzer: `${JUDGE} (statements by ${RULES_ANALYZER}: none given)`,
      statements: byRules.filter(({ competitorName }) => competitorName === 'Kongly'),
    });
  }, 60_000);

  // Slow: waits out the judge's 4 s timeout. Guards every failure falling back to the rules.
  test(
    'a refusal, malformed JSON, a schema mismatch, a fabricated quote, an HTTP 500 and a timeout fall back to the rules',
    { tags: ['slow'], timeout: 60_000 },
    async () => {
      const { token } = await accountAsking(setup.server, FAULTS);
      const { run, byQuestion } = await collect(setup.server, token);
      expect(run).toMatchObject({ total: FAULTS.length, answered: FAULTS.length, failures: 0 });
      for (const fault of FAULTS) {
        expect(byQuestion(fault.question), fault.reason).toMatchObject(
          rulesReading(fault.text, JUDGE, fault.reason),
        );
        expect(setup.callsAbout(fault.text), fault.reason).toBe(1);
      }
    },
  );

  test('a repeated text and a re-analysis make no second call', async () => {
    const { token, brandId } = await accountAsking(setup.server, CACHED);
    const { run, byQuestion } = await collect(setup.server, token);
    for (const c of CACHED)
      expect(byQuestion(c.question)).toMatchObject({
        analyzer: JUDGE,
        sentiment: 70,
        evidence: { mention: c.reply!.mention_quotes, sentiment: c.reply!.sentiment_quotes },
      });
    expect(setup.callsAbout(REPEATED)).toBe(1);
    expect(run.judgeCalls).toBe(1);

    // Re-analysis reads the account's answers again through the same function: the verdict is cached.
    const analyze = answerAnalysisFor(
      { config: setup.server.config, cache: { db: setup.server.db, brandId } },
      { brand: BRAND, competitors: COMPETITORS },
    );
    expect(await analyze({ text: REPEATED, citations: [] })).toMatchObject({
      analyzer: JUDGE,
      sentiment: 70,
    });
    expect(setup.callsAbout(REPEATED)).toBe(1);
    // Another brand configuration is another question: the cache does not answer it.
    const renamed = answerAnalysisFor(
      { config: setup.server.config, cache: { db: setup.server.db, brandId } },
      { brand: { ...BRAND, aliases: ['Quill'] }, competitors: COMPETITORS },
    );
    await renamed({ text: REPEATED, citations: [] });
    expect(setup.callsAbout(REPEATED)).toBe(2);
    // So is another list of the brand's attributes, which the judge is told by name; their words it is not told.
    const withAttribute = (words: string[]) =>
      answerAnalysisFor(
        { config: setup.server.config, cache: { db: setup.server.db, brandId } },
        {
          brand: { ...BRAND, attributes: [{ name: 'Uptime', words: { en: words } }] },
          competitors: COMPETITORS,
        },
      );
    await withAttribute(['uptime'])({ text: REPEATED, citations: [] });
    expect(setup.callsAbout(REPEATED)).toBe(3);
    await withAttribute(['uptime', 'availability'])({ text: REPEATED, citations: [] });
    expect(setup.callsAbout(REPEATED)).toBe(3);
  }, 60_000);
});

describe('Anthropic judge', () => {
  const JUDGE = 'judge:anthropic/claude-haiku-4-5@2';
  let setup: JudgeSetup;
  beforeAll(async () => {
    setup = await startJudgeSetup('anthropic', (url) => ({
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: url,
    }));
  }, 60_000);
  afterAll(() => stopJudgeSetup(setup));

  test('a forced tool call is the judgement; a refusal falls back', async () => {
    const { token } = await accountAsking(setup.server, [GOOD, REFUSED_BY_CLAUDE]);
    const { byQuestion } = await collect(setup.server, token);
    expect(byQuestion(GOOD.question)).toEqual(judgedGood(JUDGE));
    expect(byQuestion(REFUSED_BY_CLAUDE.question)).toMatchObject(
      rulesReading(REFUSED_BY_CLAUDE.text, JUDGE, 'refusal'),
    );
    const request = setup.replay.requests.find((r) => judgedMessage(r).includes(GOOD.text))!;
    expect(request.path).toBe('/v1/messages');
    expect(request.body).toMatchObject({
      model: 'claude-haiku-4-5',
      tool_choice: { type: 'tool', name: 'answer_judgement' },
      tools: [{ name: 'answer_judgement', input_schema: { type: 'object' } }],
    });
  }, 60_000);
});

describe('Gemini judge', () => {
  let setup: JudgeSetup;
  beforeAll(async () => {
    setup = await startJudgeSetup('gemini', (url) => ({ GEMINI_API_KEY: 'gm-test', GEMINI_BASE_URL: url }));
  }, 60_000);
  afterAll(() => stopJudgeSetup(setup));

  test('a JSON response under the schema is the judgement', async () => {
    const { token } = await accountAsking(setup.server, [GOOD]);
    const { byQuestion } = await collect(setup.server, token);
    expect(byQuestion(GOOD.question)).toEqual(judgedGood('judge:gemini/gemini-2.5-flash@2'));
    const request = setup.replay.requests.find((r) => judgedMessage(r).includes(GOOD.text))!;
    expect(request.path).toMatch(/\/models\/gemini-2\.5-flash:generateContent$/);
    expect(request.body).toMatchObject({
      generationConfig: { responseMimeType: 'application/json', responseJsonSchema: { type: 'object' } },
    });
  }, 60_000);
});

describe('OpenAI-compatible endpoint (a local model)', () => {
  const JUDGE = 'judge:compatible/llama3.1:8b@2';
  let setup: JudgeSetup;
  beforeAll(async () => {
    setup = await startJudgeSetup('compatible', (url) => ({
      ANALYSIS_BASE_URL: `${url}/v1`,
      ANALYSIS_MODEL: 'llama3.1:8b',
      ANALYSIS_MAX_CALLS_PER_RUN: '2',
    }));
  }, 60_000);
  afterAll(() => stopJudgeSetup(setup));

  test('ANALYSIS_BASE_URL and ANALYSIS_MODEL serve the judge, without a key', async () => {
    const { token } = await accountAsking(setup.server, [GOOD]);
    const { byQuestion } = await collect(setup.server, token);
    expect(byQuestion(GOOD.question)).toEqual(judgedGood(JUDGE));
    const request = setup.replay.requests.find((r) => judgedMessage(r).includes(GOOD.text))!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toMatchObject({ model: 'llama3.1:8b', response_format: { type: 'json_schema' } });
  }, 60_000);

  test('the cost cap stops calls mid-run: the rest is read by the rules and the run says so', async () => {
    const { token } = await accountAsking(setup.server, CAPPED);
    const { run, byQuestion } = await collect(setup.server, token);
    expect(run).toMatchObject({ answered: 3, judgeCalls: 2, judgeTokens: 1400, judgeCapReached: true });
    const analyzers = CAPPED.map((c) => byQuestion(c.question).analyzer).sort();
    expect(analyzers).toEqual([JUDGE, JUDGE, `${RULES_ANALYZER} (fallback from ${JUDGE}: cost cap reached)`]);
    expect(CAPPED.reduce((calls, c) => calls + setup.callsAbout(c.text), 0)).toBe(2);
  }, 60_000);
});
