/**
 * The Action Center's advice for a brand that is not the demo (issue 59, H1, M4, M5): a running-shoe brand,
 * Stride Labs, whose answers cite a magazine, an encyclopedia, a Q&A site and the brand's own review page.
 * Content Comparison lists the pages its own answers cite; the answer gaps advise each kind of site in its
 * own words (only a publication is pitched), never call the brand's own page "competitors only", and rate a
 * gap's potential only from a stated minimum of answers; Generate Content quotes no negative statement about
 * the brand, and its scores give placeholders and dates nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIN_ANSWERS_TO_RATE_POTENTIAL } from '../../../graphql/shared/gap-potential';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { storeAnswers, type StoredAnswerInput } from '../collection';

let server: TestServer;
let token = '';
let otherToken = '';
const prompts = { marathon: '', trail: '' };
const competitors = { hoka: '', on: '' };

const MARATHON = 'What should I look for in running shoes for a first marathon?';
const TRAIL = 'Which trail running shoes grip best on wet rock?';

/** Answers as long as real ones: a few paragraphs that name brands and cite pages. */
const HOKA_ANSWER = `For a first marathon, cushioning and a stable platform matter more than weight. Most coaches suggest a shoe you have already run at least 50 km in, so that blisters show up in training rather than on race day.

1. **Hoka Clifton**: a soft, high-stack trainer many first-time marathoners choose for long runs. Its rocker helps tired legs roll through the last 10 km.
2. **On Cloudmonster**: a bouncy option for runners who like a firmer toe-off.

Fit matters most: try shoes in the afternoon, when feet are slightly swollen, and leave a thumb's width at the toe. Replace trainers every 500 to 800 km. Reviews on running forums and buying guides agree that comfort on your own long runs beats any ranking.`;

const STRIDE_POSITIVE = `Stride Labs makes a light trail shoe that many runners praise for its grip on wet rock. Its lugged outsole drains quickly, and testers note that the upper dries fast after stream crossings.

Hoka's Speedgoat is the other common pick, with more cushioning for long descents. For technical terrain, pick the shoe that fits your foot and the ground you run on most.`;

const STRIDE_NEGATIVE = `Critics say Stride Labs has fallen behind its rivals on durability, with several reviewers reporting worn outsoles after a few months. Hoka and On get more consistent praise for how long their midsoles last.

If grip on wet rock is your priority, compare the lug depth and the rubber compound before you buy, and read recent reviews rather than launch-day coverage.`;

const POSITIVE_QUOTE =
  'Stride Labs makes a light trail shoe that many runners praise for its grip on wet rock.';
const NEGATIVE_QUOTE =
  'Critics say Stride Labs has fallen behind its rivals on durability, with several reviewers reporting worn outsoles after a few months.';

beforeAll(async () => {
  server = await startTestServer();
  const stride = await signUp(server.url, 'stride-advice');
  token = stride.token;
  otherToken = (await signUp(server.url, 'peak-advice')).token;
  const db = server.db;
  const brandId = stride.brandId;
  await db.query(
    `insert into brands (user_id, name, website) values ($1, 'Stride Labs', 'https://www.stridelabs.com/')`,
    [brandId],
  );
  const [hoka, on] = await db.query<{ id: string }>(
    `insert into competitors (user_id, name, website, created_at) values
       ($1, 'Hoka', 'https://www.hoka.com/', now()), ($1, 'On', 'https://www.on.com/', now() + interval '1 second')
     returning id`,
    [brandId],
  );
  Object.assign(competitors, { hoka: hoka!.id, on: on!.id });
  const [topic] = await db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Running shoes', 'running-shoes') returning id`,
    [brandId],
  );
  const [marathon, trail] = await db.query<{ id: string }>(
    `insert into prompts (user_id, topic_id, question) select $1, $2, q from unnest($3::text[]) with ordinality as t(q, n)
     order by n returning id`,
    [brandId, topic!.id, [MARATHON, TRAIL]],
  );
  Object.assign(prompts, { marathon: marathon!.id, trail: trail!.id });

  const today = todayUtc();
  const answer = (
    promptId: string,
    day: string,
    sample: number,
    text: string,
    extra: Partial<StoredAnswerInput>,
  ): StoredAnswerInput => ({
    promptId,
    platform: 'chatgpt',
    day,
    sample,
    status: 'ok',
    engine: 'test',
    simulated: false,
    text,
    visible: false,
    position: null,
    sentiment: null,
    ...extra,
  });
  const gapSources = [
    { url: 'https://www.forbes.com/sites/vetted/best-running-shoes/', domain: 'forbes.com' },
    { url: 'https://en.wikipedia.org/wiki/Running_shoe', domain: 'en.wikipedia.org' },
    { url: 'https://www.quora.com/What-are-the-best-running-shoes-for-a-marathon', domain: 'quora.com' },
    { url: 'https://www.trustpilot.com/review/stridelabs.com', domain: 'trustpilot.com' },
  ];
  const rows: StoredAnswerInput[] = [];
  // The marathon prompt: 12 answers, 8 naming Hoka or On and not Stride Labs, 4 naming nobody.
  for (let i = 0; i < 12; i++)
    rows.push(
      answer(prompts.marathon, addDays(today, -(i % 6)), Math.floor(i / 6) + 1, HOKA_ANSWER, {
        platform: i % 2 ? 'perplexity' : 'chatgpt',
        competitors:
          i < 8
            ? [
                { competitorId: competitors.hoka, position: 1 },
                { competitorId: competitors.on, position: 2 },
              ]
            : [],
        sources: i < 8 ? gapSources : [],
      }),
    );
  // The trail prompt: 2 answers, one naming Hoka and not the brand (1 of 2: too few to rate), one naming
  // the brand well; and, yesterday, one that criticises it.
  rows.push(
    answer(prompts.trail, today, 1, HOKA_ANSWER, {
      competitors: [{ competitorId: competitors.hoka, position: 1 }],
      sources: [{ url: 'https://www.runnersworld.com/gear/trail-shoes', domain: 'runnersworld.com' }],
    }),
    answer(prompts.trail, today, 2, STRIDE_POSITIVE, {
      platform: 'gemini',
      visible: true,
      position: 1,
      sentiment: 78,
      competitors: [{ competitorId: competitors.hoka, position: 2 }],
      sources: [{ url: 'https://www.stridelabs.com/trail/grip-pro', domain: 'stridelabs.com' }],
      statements: [
        {
          competitorId: null,
          start: 0,
          end: POSITIVE_QUOTE.length,
          quote: POSITIVE_QUOTE,
          polarity: 'positive',
          aspects: [],
          attributes: [],
        },
      ],
    }),
    answer(prompts.trail, today, 3, STRIDE_NEGATIVE, {
      platform: 'perplexity',
      visible: true,
      position: 1,
      sentiment: 30,
      statements: [
        {
          competitorId: null,
          start: 0,
          end: NEGATIVE_QUOTE.length,
          quote: NEGATIVE_QUOTE,
          polarity: 'negative',
          aspects: [],
          attributes: [],
        },
      ],
    }),
  );
  await storeAnswers(db, brandId, rows);
}, 600_000);
afterAll(() => server?.close());

async function data<T>(query: string, variables: Record<string, unknown> = {}, as = token): Promise<T> {
  const { body } = await graphql<T>(server.url, query, variables, as);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const GAPS = `{ competitive { gaps(first: 10) {
  promptId question answers totalAnswers potential
  sources { domain category answers brandAnswers brandPage competitorOnly outreach { kind action advice } }
} } }`;

interface Gap {
  promptId: string;
  answers: number;
  totalAnswers: number;
  potential: string;
  sources: {
    domain: string;
    category: string;
    brandPage: boolean;
    competitorOnly: boolean;
    outreach: { kind: string; action: string; advice: string };
  }[];
}

describe('answer gaps advise each kind of site in its own words', () => {
  test('only a publication is pitched; an encyclopedia, a Q&A site and the brand’s review page get advice that fits', async () => {
    const { competitive } = await data<{ competitive: { gaps: Gap[] } }>(GAPS);
    const marathon = competitive.gaps.find((gap) => gap.promptId === prompts.marathon)!;
    const byDomain = new Map(marathon.sources.map((source) => [source.domain, source]));
    expect(byDomain.get('forbes.com')).toMatchObject({
      category: 'EDITORIAL',
      competitorOnly: true,
      outreach: { kind: 'PITCH', action: 'Pitch forbes.com' },
    });
    expect(byDomain.get('en.wikipedia.org')).toMatchObject({
      category: 'REFERENCE',
      competitorOnly: true,
      outreach: {
        kind: 'CHECK_ENCYCLOPEDIA_ARTICLE',
        action: 'Check the facts about Stride Labs on en.wikipedia.org',
      },
    });
    expect(byDomain.get('en.wikipedia.org')!.outreach.advice).toContain(
      "make sure the facts on Stride Labs's article",
    );
    expect(byDomain.get('quora.com')).toMatchObject({
      category: 'USER_GENERATED',
      outreach: { kind: 'ANSWER_QUESTIONS', action: 'Answer questions on quora.com' },
    });
    expect(byDomain.get('quora.com')!.outreach.advice).toContain(
      'answer the questions where your category is discussed',
    );
    // trustpilot.com/review/stridelabs.com is the brand's own review page: never "competitors only".
    expect(byDomain.get('trustpilot.com')).toMatchObject({
      brandPage: true,
      competitorOnly: false,
      outreach: { kind: 'IMPROVE_OWN_PAGE', action: "Improve Stride Labs's page on trustpilot.com" },
    });
    const actions = competitive.gaps.flatMap((gap) => gap.sources.map((source) => source.outreach.action));
    expect(actions.filter((action) => action.startsWith('Pitch '))).toEqual([
      'Pitch forbes.com',
      'Pitch runnersworld.com',
    ]);
  });

  test(`"High potential" needs at least ${MIN_ANSWERS_TO_RATE_POTENTIAL} answers: 1 of 3 is not rated`, async () => {
    const { competitive } = await data<{ competitive: { gaps: Gap[] } }>(GAPS);
    const marathon = competitive.gaps.find((gap) => gap.promptId === prompts.marathon)!;
    const trail = competitive.gaps.find((gap) => gap.promptId === prompts.trail)!;
    expect([marathon.answers, marathon.totalAnswers, marathon.potential]).toEqual([8, 12, 'HIGH']);
    expect([trail.answers, trail.totalAnswers, trail.potential]).toEqual([1, 3, 'TOO_FEW_ANSWERS']);
  });
});

const PAGES = `query($promptId: ID) { comparisonPages(promptId: $promptId) {
  question citedPages { url domain category answers } ownPages { url domain category answers } } }`;

interface Pages {
  comparisonPages: {
    question: string | null;
    citedPages: { url: string; domain: string; category: string; answers: number }[];
    ownPages: { url: string; domain: string; category: string; answers: number }[];
  };
}

describe('Content Comparison lists the brand’s own cited pages, never the demo’s', () => {
  test('for a prompt: the pages its answers cite, and the brand’s own (its review page included)', async () => {
    const { comparisonPages } = await data<Pages>(PAGES, { promptId: prompts.marathon });
    expect(comparisonPages.question).toBe(MARATHON);
    expect(comparisonPages.citedPages.map((page) => [page.url, page.category, page.answers])).toEqual([
      ['https://en.wikipedia.org/wiki/Running_shoe', 'REFERENCE', 8],
      ['https://www.forbes.com/sites/vetted/best-running-shoes/', 'EDITORIAL', 8],
      ['https://www.quora.com/What-are-the-best-running-shoes-for-a-marathon', 'USER_GENERATED', 8],
    ]);
    expect(comparisonPages.ownPages.map((page) => page.url)).toEqual([
      'https://www.trustpilot.com/review/stridelabs.com',
    ]);
    expect(JSON.stringify(comparisonPages)).not.toMatch(/Quillstack|API Management|techradar/i);
  });

  test('without a prompt: every prompt’s pages; the brand’s site is its own', async () => {
    const { comparisonPages } = await data<Pages>(PAGES, { promptId: null });
    expect(comparisonPages.question).toBeNull();
    expect(comparisonPages.ownPages.map((page) => [page.url, page.category])).toEqual([
      ['https://www.trustpilot.com/review/stridelabs.com', 'USER_GENERATED'],
      ['https://www.stridelabs.com/trail/grip-pro', 'OWNED'],
    ]);
    expect(comparisonPages.citedPages.map((page) => page.domain)).toContain('runnersworld.com');
  });

  test('another brand’s prompt is not found, and a brand without answers has nothing to compare', async () => {
    const { body } = await graphql(server.url, PAGES, { promptId: prompts.marathon }, otherToken);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const empty = await data<Pages>(PAGES, {}, otherToken);
    expect(empty.comparisonPages).toEqual({ question: null, citedPages: [], ownPages: [] });
  });
});

const GENERATE = `mutation($input: GenerateContentInput!) { generateContent(input: $input) { content { text } } }`;
const SCORES = `query($text: String!) { contentScores(text: $text) {
  authoritativeness citations quotations statistics technicalTerms fluency words } }`;

type Scores = Record<
  'authoritativeness' | 'citations' | 'quotations' | 'statistics' | 'technicalTerms' | 'fluency' | 'words',
  number
>;
const scores = async (text: string) =>
  (await data<{ contentScores: Scores }>(SCORES, { text })).contentScores;

describe('Generate Content', () => {
  const USER_TEXT = `Stride Labs Grip Pro
Stride Labs designs trail running shoes for runners who train on wet rock and muddy singletrack. The Grip Pro has deep lugs and a sticky rubber outsole, and its upper is made to drain after stream crossings. Runners can try it on at partner stores or order online and return it within a month if it does not fit.`;

  test('quotes what answers say well of the brand, never a negative statement about it', async () => {
    const { generateContent } = await data<{ generateContent: { content: { text: string } } }>(GENERATE, {
      input: { text: USER_TEXT, level: 'BALANCED' },
    });
    const draft = generateContent.content.text;
    expect(draft).toContain(`- Gemini, ${todayUtc()}: "${POSITIVE_QUOTE}"`);
    expect(draft).not.toMatch(/Critics say|fallen behind|worn outsoles/);
  });

  test('its scores share one 0–100 scale, and placeholders and dates raise nothing', async () => {
    const { generateContent } = await data<{ generateContent: { content: { text: string } } }>(GENERATE, {
      input: { text: USER_TEXT, level: 'BALANCED' },
    });
    const draft = generateContent.content.text;
    expect(draft).toContain('[add a statistic and its source]');
    expect(draft).toContain('[add a quotation from a named customer or expert, with their permission]');
    const withoutPlaceholders = draft.replace(/\[[^\]\n]*\p{L}[^\]\n]*\]/gu, '');
    const [original, optimized, bare] = await Promise.all([
      scores(USER_TEXT),
      scores(draft),
      scores(withoutPlaceholders),
    ]);
    for (const value of Object.values(optimized)) expect(Number.isInteger(value)).toBe(true);
    // What the placeholders stand for is not in the draft yet: they score as if absent.
    expect(optimized.statistics).toBe(bare.statistics);
    expect(optimized.quotations).toBe(bare.quotations);
    expect(optimized.statistics).toBe(original.statistics);
    // The draft's headings and lists are structure: its fluency is its prose's, not a collapse.
    expect(original.fluency).toBeGreaterThanOrEqual(80);
    expect(optimized.fluency).toBeGreaterThanOrEqual(original.fluency - 15);

    const placeholdersOnly = await scores(
      'Runners ask which shoe lasts longest. [add a statistic and its source] [add a quotation from a named customer or expert, with their permission]',
    );
    expect([placeholdersOnly.statistics, placeholdersOnly.quotations]).toEqual([0, 0]);
    const dated = await scores('Perplexity, 2026-11-28: the answer named three brands for trail running.');
    expect(dated.statistics).toBe(0);
  });
});
