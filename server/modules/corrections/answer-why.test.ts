/**
 * An answer's why through GraphQL, on a small history ("Mercury", competitor "Venus Labs", reanalysis.testkit):
 * the rule behind the brand's mention and the sentiment, the rule that leaves a homonym out once a "not this"
 * phrase is set (the re-analysis refreshes the why), a reviewer's correction in place of the rule, and an
 * answer read before the why was kept.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { reanalysisDone, seedHistory } from '../../test/reanalysis.testkit';

let server: TestServer;
let owner: { token: string; brandId: string };

const LINE = 'subject ruleId text corrected';
const ANSWER_WHY = `query($id: ID!) { answer(id: $id) { visible why {
  visibility { ${LINE} } position { ${LINE} } competitors { ${LINE} } sentiment { ${LINE} }
} } }`;

const gql = async (query: string, variables: Record<string, unknown> = {}) =>
  (await graphql<any>(server.url, query, variables, owner.token)).body;

const whyOf = async (id: string) => {
  const body = await gql(ANSWER_WHY, { id });
  expect(body.errors).toBeUndefined();
  return body.data.answer.why;
};

/** The newest answer of the account whose text starts so. */
async function answerWith(start: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `select id from public.answers where user_id = $1 and answer_text like $2 || '%'
    order by collected_at desc, id limit 1`,
    [owner.brandId, start],
  );
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  owner = await signUp(server.url, 'explainer');
  await seedHistory(server.db, owner.brandId, { prompts: 1, days: 5 });
}, 60_000);
afterAll(() => server?.close());

test('a visible answer: the rule that read the name, its position by order of mention, the sentiment rule', async () => {
  const why = await whyOf(await answerWith('Mercury is a solid bank'));
  expect(why.visibility).toEqual([
    {
      subject: 'Mercury',
      ruleId: 'name',
      text: 'Counted: ‘Mercury’ read as the name: nothing around it reads otherwise: rule name.',
      corrected: false,
    },
  ]);
  expect(why.position).toMatchObject({ ruleId: 'first-mention-order', corrected: false });
  expect(why.position.text).toMatch(
    /^Position 1: named before any tracked competitor; position follows the order/,
  );
  expect(why.sentiment).toMatchObject({ subject: 'Sentiment', ruleId: 'description', corrected: false });
  expect(why.sentiment.text).toMatch(
    /^Positive \(score \d+; positive from 56, negative below 48\): no advice decides the side: .* weighed by the sentiment model(, most by the words ‘[^’]+’(, ‘[^’]+’)*)?: rule description\.$/,
  );
  expect(why.competitors).toEqual([]);
});

test('a competitor: the rule that read its first mention', async () => {
  const why = await whyOf(await answerWith('Venus Labs and Quicksilver'));
  expect(why.competitors).toEqual([
    {
      subject: 'Venus Labs',
      ruleId: 'name',
      text: '‘Venus Labs’ read as the name: nothing around it reads otherwise: rule name.',
      corrected: false,
    },
  ]);
  expect(why.visibility).toEqual([
    {
      subject: 'Mercury',
      ruleId: null,
      text: 'Not counted: the answer never writes the brand’s name or an alias.',
      corrected: false,
    },
  ]);
  expect(why.position).toBeNull();
  expect(why.sentiment).toBeNull();
});

test('a homonym left out by a "not this" phrase: the re-analysis refreshes the why to name that rule, and writes one for an answer read before whys were kept', async () => {
  const drug = await answerWith('Mercury Drug is the largest');
  expect((await whyOf(drug)).visibility[0].ruleId).toBe('name');
  // An answer the change reads again with the same figures, stored before the why was kept: it gains one.
  const bank = await answerWith('Mercury is a solid bank');
  await server.db.query(`update public.answers set why = null where id = $1`, [bank]);
  expect(await whyOf(bank)).toBeNull();
  const saved = await gql(
    `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { notThis } } }`,
    { input: { name: 'Mercury', website: 'https://mercury.com', aliases: [], notThis: ['Mercury Drug'] } },
  );
  expect(saved.errors).toBeUndefined();
  await reanalysisDone(gql);
  const body = await gql(ANSWER_WHY, { id: drug });
  expect(body.data.answer.visible).toBe(false);
  expect(body.data.answer.why.visibility).toEqual([
    {
      subject: 'Mercury',
      ruleId: 'excluded-phrase',
      text: 'Not counted: ‘Mercury’ read as part of a phrase you said the name is not (your “not this” list): rule excluded-phrase.',
      corrected: false,
    },
  ]);
  expect((await whyOf(bank)).visibility).toMatchObject([{ ruleId: 'name', corrected: false }]);
});

test('a correction shows who corrected the reading instead of the rule', async () => {
  const id = await answerWith('Mercury is a solid bank');
  const corrected = await gql(
    `mutation($input: CorrectAnswerInput!) { correctAnswer(input: $input) { answer { id } } }`,
    { input: { answerId: id, sentimentLabel: 'NEGATIVE' } },
  );
  expect(corrected.errors).toBeUndefined();
  const why = await whyOf(id);
  expect(why.sentiment).toEqual({
    subject: 'Sentiment',
    ruleId: null,
    text: 'Negative: corrected by explainer@example.com.',
    corrected: true,
  });
  // What the reviewer did not set still says its rule.
  expect(why.visibility[0]).toMatchObject({ ruleId: 'name', corrected: false });
});

test('an answer read before the why was kept has none', async () => {
  const id = await answerWith('Venus Labs and Quicksilver');
  await server.db.query(`update public.answers set why = null where id = $1`, [id]);
  expect(await whyOf(id)).toBeNull();
});
