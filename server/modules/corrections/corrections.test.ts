/**
 * Corrections through the API, on a small history ("Mercury", competitor "Venus Labs", reanalysis.testkit):
 * correcting an answer to not visible takes one impression off the overview and the drawer at once (the
 * rollups as a rebuild would count them), survives a re-analysis after an alias is added, and clearing it
 * gives the figures back; sentiment and competitors, confirmations, the accuracy figures and the hold-out
 * export; what is refused (unknown or another brand's answer, a VIEWER, a failed or refused answer).
 */
import { platformLabel } from '../../../graphql/shared/platforms';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CORRECTED_SENTIMENT_SCORES } from '../../../graphql/shared/sentiment-label';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import {
  expectedImpressions,
  reanalysisDone,
  seedHistory,
  storedFigures,
} from '../../test/reanalysis.testkit';
import { rebuildAccountRollups } from '../../core/rollups';

let server: TestServer;
let owner: { token: string; brandId: string };
let other: { token: string; brandId: string };
let viewer: { token: string; personId: string; brandId: string };
const ids: Record<string, string> = {};
const idOf = (name: string) => ids[name] ?? '';

const ANSWER_FIELDS = `id visible position sentiment sentimentLabel competitors { id name }
  correction { by at confirmed visible position sentimentLabel competitorIds }`;
const CORRECT = `mutation($input: CorrectAnswerInput!) { correctAnswer(input: $input) { answer { ${ANSWER_FIELDS} } } }`;
const CONFIRM = `mutation($input: ConfirmAnswerInput!) { confirmAnswer(input: $input) { answer { ${ANSWER_FIELDS} } } }`;
const CLEAR = `mutation($input: ClearCorrectionInput!) { clearCorrection(input: $input) { answer { ${ANSWER_FIELDS} } } }`;
const ANSWER = `query($id: ID!) { answer(id: $id) { ${ANSWER_FIELDS} } }`;
const FIGURES = `{
  overview(period: { preset: ALL_TIME }) { metrics { impressions answers } }
  answers(filter: { period: { preset: ALL_TIME } }, first: 0) { okCount visibleCount }
}`;
const ACCURACY = `{ analysisAccuracy { corrections confirmations visibilityPrecision visibilityRecall sentimentAccuracy sentimentCompared
  sentimentAgreed readVisible reviewedVisible visibleAgreed } }`;

const gql = async (query: string, variables: Record<string, unknown> = {}, as = owner.token, headers = {}) =>
  (await graphql<any>(server.url, query, variables, as, headers)).body;

/** An answer as the audit log names it: its question, platform and day, not its id. */
async function inWords(answerId: string) {
  const { data } = await gql(`query($id: ID!) { answer(id: $id) { question platform day } }`, {
    id: answerId,
  });
  return `answer to “${data.answer.question}” (${platformLabel(data.answer.platform)}, ${data.answer.day})`;
}

async function figures(token = owner.token) {
  const body = await gql(FIGURES, {}, token);
  return {
    impressions: body.data.overview.metrics.impressions as number,
    drawerVisible: body.data.answers.visibleCount as number,
  };
}

/** An answer of the account whose text starts so (the history repeats five texts), the newest. */
async function answerWith(brandId: string, start: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    `select id from public.answers where user_id = $1 and answer_text like $2 || '%'
    order by collected_at desc, id limit 1`,
    [brandId, start],
  );
  return row!.id;
}

/** The rollups count what the answers hold: a rebuild from the answers changes none of them. */
async function expectRollupsAsRebuilt(brandId: string) {
  const before = (await storedFigures(server.db, brandId)).rollups;
  await server.db.transaction((tx) => rebuildAccountRollups(tx, brandId));
  expect((await storedFigures(server.db, brandId)).rollups).toEqual(before);
}

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  owner = await signUp(server.url, 'corrector');
  other = await signUp(server.url, 'elsewhere');
  viewer = await signUp(server.url, 'lookeron');
  await seedHistory(server.db, owner.brandId, { prompts: 2, days: 5 });
  await seedHistory(server.db, other.brandId, { prompts: 1, days: 2 });
  ids.visible = await answerWith(owner.brandId, 'Mercury is a solid bank');
  ids.both = await answerWith(owner.brandId, 'Quicksilver is the fastest');
  ids.absent = await answerWith(owner.brandId, 'For this, most founders');
  ids.apis = await answerWith(owner.brandId, 'Venus Labs and Quicksilver');
  ids.others = await answerWith(other.brandId, 'Mercury is a solid bank');
  // A failed capture and a refusal of the same prompt and day (another sample).
  for (const [sample, status] of [
    [2, 'failed'],
    [3, 'refused'],
  ] as const) {
    const [row] = await server.db.query<{ id: string }>(
      `insert into public.answers (user_id, prompt_id, topic_id, platform, sample, collected_on, status, engine,
        error, answer_text)
      select user_id, prompt_id, topic_id, platform, $2, collected_on, $3, engine,
        case when $3 = 'failed' then 'timeout' end, case when $3 = 'refused' then 'I can''t help with that.' end
      from public.answers where id = $1 returning id`,
      [ids.visible, sample, status],
    );
    ids[status] = row!.id;
  }
  // Stored beside the collection's path: the rollups count them from a rebuild.
  await server.db.transaction((tx) => rebuildAccountRollups(tx, owner.brandId));
  const [membership] = await server.db.query<{ workspace_id: string }>(
    `select workspace_id from public.workspace_members where user_id = $1 and role = 'OWNER'`,
    [owner.brandId],
  );
  await server.db.query(
    `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
    [membership!.workspace_id, viewer.personId],
  );
}, 60_000);
afterAll(() => server?.close());

describe('a correction counts in every figure at once, and survives a re-analysis', () => {
  let start: { impressions: number; drawerVisible: number };

  test('correcting a visible answer to not visible: one impression fewer in the overview and the drawer', async () => {
    start = await figures();
    expect(start.impressions).toBe(start.drawerVisible);
    const body = await gql(CORRECT, { input: { answerId: ids.visible, visible: false } });
    expect(body.errors).toBeUndefined();
    const answer = body.data.correctAnswer.answer;
    expect(answer).toMatchObject({ visible: false, position: null, sentiment: null, sentimentLabel: null });
    expect(answer.correction).toMatchObject({
      by: 'corrector@example.com',
      confirmed: false,
      visible: false,
      position: null,
      sentimentLabel: null,
      competitorIds: null,
    });
    expect(Date.now() - Date.parse(answer.correction.at)).toBeLessThan(60_000);
    expect(await figures()).toEqual({
      impressions: start.impressions - 1,
      drawerVisible: start.drawerVisible - 1,
    });
    await expectRollupsAsRebuilt(owner.brandId);
    expect((await gql(ANSWER, { id: ids.visible })).data.answer).toEqual(answer);
    const audit = await gql(`{ auditLog(first: 1) { action target actor } }`);
    expect(audit.data.auditLog[0]).toEqual({
      action: 'answer.corrected',
      target: await inWords(ids.visible!),
      actor: 'corrector@example.com',
    });
  });

  test('an alias added re-analyses the history: the corrected answer stays not visible', async () => {
    // "Venus Labs and Quicksilver both offer APIs": the analyzer reads Venus Labs alone; said to name none.
    const apis = await gql(CORRECT, { input: { answerId: ids.apis, competitors: [] } });
    expect(apis.data.correctAnswer.answer).toMatchObject({ visible: false, competitors: [] });
    const saved = await gql(
      `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { aliases } } }`,
      { input: { name: 'Mercury', website: 'https://mercury.com', aliases: ['Quicksilver'] } },
    );
    expect(saved.errors).toBeUndefined();
    await reanalysisDone(gql);
    const after = await figures();
    // Every answer naming Mercury or Quicksilver, less the one corrected.
    expect(after.impressions).toBe((await expectedImpressions(server.db, owner.brandId)) - 1);
    expect(after.impressions).toBeGreaterThan(start.impressions - 1);
    expect(after.drawerVisible).toBe(after.impressions);
    expect((await gql(ANSWER, { id: ids.visible })).data.answer).toMatchObject({
      visible: false,
      correction: { visible: false },
    });
    // The analyzer now reads Quicksilver as the brand, second: the correction's competitors still stand.
    expect((await gql(ANSWER, { id: ids.apis })).data.answer).toMatchObject({
      visible: true,
      position: 1,
      competitors: [],
    });
    await expectRollupsAsRebuilt(owner.brandId);
  });

  test('clearing the correction gives the analyzer’s reading back, and the figures with it', async () => {
    const body = await gql(CLEAR, { input: { answerId: ids.visible } });
    expect(body.errors).toBeUndefined();
    expect(body.data.clearCorrection.answer).toMatchObject({ visible: true, position: 1, correction: null });
    const after = await figures();
    expect(after.impressions).toBe(await expectedImpressions(server.db, owner.brandId));
    expect(after.drawerVisible).toBe(after.impressions);
    await expectRollupsAsRebuilt(owner.brandId);
    const audit = await gql(`{ auditLog(first: 1) { action target } }`);
    expect(audit.data.auditLog[0]).toEqual({
      action: 'answer.correction_cleared',
      target: await inWords(ids.visible!),
    });
    // The analyzer's reading as the re-analysis left it.
    const apis = await gql(CLEAR, { input: { answerId: ids.apis } });
    expect(apis.data.clearCorrection.answer).toMatchObject({
      visible: true,
      position: 2,
      competitors: [{ name: 'Venus Labs' }],
    });
    await expectRollupsAsRebuilt(owner.brandId);
    const again = await gql(CLEAR, { input: { answerId: ids.visible } });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This answer has no correction to clear.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('what a correction sets', () => {
  test('sentiment counts at its label’s fixed score; the competitors set move the position', async () => {
    const before = (await gql(ANSWER, { id: ids.both })).data.answer;
    // "Quicksilver is the fastest … Venus Labs is slower": the brand first, then Venus Labs.
    expect(before).toMatchObject({ visible: true, position: 1, competitors: [{ name: 'Venus Labs' }] });
    const venus = before.competitors[0].id;
    const body = await gql(CORRECT, {
      input: { answerId: ids.both, sentimentLabel: 'NEGATIVE', position: 2 },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.correctAnswer.answer).toMatchObject({
      visible: true,
      position: 2,
      sentiment: CORRECTED_SENTIMENT_SCORES.negative,
      sentimentLabel: 'NEGATIVE',
      correction: { sentimentLabel: 'NEGATIVE', position: 2, visible: null },
    });
    // No competitors named: the brand is first again, its corrected sentiment kept.
    const none = await gql(CORRECT, { input: { answerId: ids.both, competitors: [] } });
    expect(none.data.correctAnswer.answer).toMatchObject({
      position: 1,
      competitors: [],
      sentimentLabel: 'NEGATIVE',
      correction: { competitorIds: [], position: null, sentimentLabel: 'NEGATIVE' },
    });
    const named = await gql(CORRECT, { input: { answerId: ids.both, competitors: [venus], position: 2 } });
    expect(named.data.correctAnswer.answer).toMatchObject({ position: 2, competitors: [{ id: venus }] });
    await expectRollupsAsRebuilt(owner.brandId);
  });

  test('an answer the analyzer missed can be made visible; confirming records the reading as right', async () => {
    const body = await gql(CORRECT, {
      input: { answerId: ids.absent, visible: true, sentimentLabel: 'POSITIVE' },
    });
    expect(body.data.correctAnswer.answer).toMatchObject({
      visible: true,
      position: 1,
      sentiment: CORRECTED_SENTIMENT_SCORES.positive,
    });
    const confirmed = await gql(CONFIRM, { input: { answerId: ids.visible } });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.confirmAnswer.answer).toMatchObject({
      visible: true,
      correction: {
        confirmed: true,
        visible: true,
        position: 1,
        sentimentLabel: 'POSITIVE',
        competitorIds: [],
      },
    });
    const audit = await gql(`{ auditLog(first: 1) { action target } }`);
    expect(audit.data.auditLog[0]).toEqual({
      action: 'answer.confirmed',
      target: await inWords(ids.visible!),
    });
    await expectRollupsAsRebuilt(owner.brandId);
  });

  test('accuracy: the analyzer against the reviewed answers', async () => {
    // Reviewed: `both` (visible to both, sentiment positive read, negative said), `absent` (missed: a
    // visible answer the analyzer read as not), `visible` (confirmed).
    expect((await gql(ACCURACY)).data.analysisAccuracy).toEqual({
      corrections: 2,
      confirmations: 1,
      visibilityPrecision: 1,
      visibilityRecall: 2 / 3,
      sentimentAccuracy: 0.5,
      sentimentCompared: 2,
      sentimentAgreed: 1,
      readVisible: 2,
      reviewedVisible: 3,
      visibleAgreed: 2,
    });
    const empty = await gql(ACCURACY, {}, other.token);
    expect(empty.data.analysisAccuracy).toEqual({
      corrections: 0,
      confirmations: 0,
      visibilityPrecision: null,
      visibilityRecall: null,
      sentimentAccuracy: null,
      sentimentCompared: 0,
      sentimentAgreed: 0,
      readVisible: 0,
      reviewedVisible: 0,
      visibleAgreed: 0,
    });
  });

  test('the answers CSV holds the corrected reading and who reviewed it', async () => {
    const response = await fetch(`${server.url}/api/export/answers.csv`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const rows = parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[];
    const row = (name: string) => rows.find((r) => r.answer_id === idOf(name));
    expect(row('both')).toMatchObject({
      visible: 'true',
      position: '2',
      sentiment: String(CORRECTED_SENTIMENT_SCORES.negative),
      sentiment_label: 'negative',
      competitors_named: 'Venus Labs',
      review: 'corrected',
      reviewed_by: 'corrector@example.com',
      reviewed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(row('visible')).toMatchObject({ review: 'confirmed', reviewed_by: 'corrector@example.com' });
    expect(row('apis')).toMatchObject({ review: '', reviewed_by: '', reviewed_at: '' });
  });

  test('the reviewed answers in the hold-out format', async () => {
    const response = await fetch(`${server.url}/api/export/corrections.jsonl`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('sightline-corrections.jsonl');
    const lines = (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    for (const line of lines)
      expect(Object.keys(line).sort()).toEqual(
        [
          'id',
          'category',
          'language',
          'text',
          'brand',
          'aliases',
          'exclusions',
          'website',
          'competitors',
          'citations',
          'expected',
        ].sort(),
      );
    const byId = new Map(lines.map((line) => [line.id, line]));
    expect(byId.get(ids.both)).toMatchObject({
      category: 'corrected',
      language: 'en',
      text: expect.stringMatching(/^Quicksilver is the fastest/),
      brand: 'Mercury',
      aliases: ['Quicksilver'],
      website: 'https://mercury.com',
      competitors: [{ name: 'Venus Labs', aliases: [], website: null }],
      citations: [expect.stringMatching(/^https:\/\/example-reviews\.com\/business-banks-\d$/)],
      expected: {
        visible: true,
        position: 2,
        competitors: ['Venus Labs'],
        domains: ['example-reviews.com'],
        sentiment: 'neg',
      },
    });
    expect(byId.get(ids.visible)).toMatchObject({
      category: 'confirmed',
      expected: { visible: true, position: 1, competitors: [], sentiment: 'pos' },
    });
    const none = await fetch(`${server.url}/api/export/corrections.jsonl`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(await none.text()).toBe('');
  });
});

describe('the review queue', () => {
  const QUEUE = `query($first: Int) { reviewQueue(first: $first) { answer { id visible correction { by } } reasons feeds sampled } }`;

  test('the least certain answers first, then a random sample; none reviewed; the figures each feeds', async () => {
    // A brand that is not "Mercury Drug": its history's answers naming the pharmacy are read as not the brand.
    const queued = await signUp(server.url, 'queued');
    await server.db.query(
      `insert into public.brands (user_id, name, website, not_this)
      values ($1, 'Mercury', 'https://mercury.com', array['Mercury Drug'])`,
      [queued.brandId],
    );
    await seedHistory(server.db, queued.brandId, { prompts: 1, days: 4 });
    const queue = async (first: number) => {
      const body = await gql(QUEUE, { first }, queued.token);
      expect(body.errors).toBeUndefined();
      return body.data.reviewQueue;
    };
    const items = await queue(4);
    expect(items.map((item: { sampled: boolean }) => item.sampled)).toEqual([false, false, true, true]);
    // "Mercury Drug is the largest pharmacy chain…": the brand's name, read as another company.
    for (const item of items.slice(0, 2)) {
      expect(item.reasons).toEqual(['“Mercury” is written in the answer but was read as something else.']);
      expect(item.answer.visible).toBe(false);
      expect(item.feeds).toEqual(['Visibility %']);
    }
    for (const item of items.slice(2))
      expect(item.reasons).toEqual(['Drawn at random, so the accuracy figures are not only the hard cases.']);
    expect(new Set(items.map((item: { answer: { id: string } }) => item.answer.id)).size).toBe(4);
    // The same draw on every visit of the day.
    expect(await queue(4)).toEqual(items);
    // A reviewed answer leaves the queue; the sample fills the place.
    const confirmed = await gql(CONFIRM, { input: { answerId: items[0].answer.id } }, queued.token);
    expect(confirmed.errors).toBeUndefined();
    // 12 answers (one prompt, three platforms, four days), one reviewed: the other 11.
    const next = await queue(50);
    expect(next).toHaveLength(11);
    expect(next.map((item: { answer: { id: string } }) => item.answer.id)).not.toContain(items[0].answer.id);
    expect(next.filter((item: { sampled: boolean }) => !item.sampled)).toHaveLength(
      (
        await server.db.query(
          `select 1 from public.answers where user_id = $1 and answer_text like 'Mercury Drug%'`,
          [queued.brandId],
        )
      ).length - 1,
    );
    const visible = next.find((item: { answer: { visible: boolean } }) => item.answer.visible);
    expect(visible.feeds).toEqual(['Visibility %', 'Average position', 'Sentiment', 'Share of voice']);
  });

  test('first is 1 to 50', async () => {
    expect((await gql(QUEUE, { first: 0 })).errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 50.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('what is refused, changing nothing', () => {
  async function refused(query: string, input: Record<string, unknown>, as = owner.token, headers = {}) {
    const before = await figures();
    const body = await gql(query, { input }, as, headers);
    expect(body.data).toBeNull();
    expect(await figures()).toEqual(before);
    return body.errors?.[0];
  }

  test('an unknown answer, another brand’s answer, a malformed id', async () => {
    const othersBefore = await figures(other.token);
    expect(
      await refused(CORRECT, { answerId: '00000000-0000-4000-8000-000000000000', visible: false }),
    ).toMatchObject({ message: 'Unknown answer.', extensions: { code: 'NOT_FOUND' } });
    expect(await refused(CORRECT, { answerId: ids.others, visible: false })).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    // Acting on the other brand itself: its membership check refuses.
    expect(
      await refused(CORRECT, { answerId: ids.others, visible: false }, owner.token, {
        'x-sightline-brand': other.brandId,
      }),
    ).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await figures(other.token)).toEqual(othersBefore);
    expect((await gql(ANSWER, { id: ids.others })).data.answer).toBeNull();
    expect(await refused(CONFIRM, { answerId: 'nope' })).toMatchObject({
      message: 'answerId must be an answer id.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('a VIEWER reads the correction but may not correct, confirm or clear', async () => {
    const headers = { 'x-sightline-brand': owner.brandId };
    const read = await gql(ANSWER, { id: ids.both }, viewer.token, headers);
    expect(read.data.answer.correction).toMatchObject({ by: 'corrector@example.com' });
    expect(
      await refused(CORRECT, { answerId: ids.both, visible: false }, viewer.token, headers),
    ).toMatchObject({
      message: 'Your role in this workspace is VIEWER: correcting an answer needs EDITOR or higher.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await refused(CONFIRM, { answerId: ids.both }, viewer.token, headers)).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await refused(CLEAR, { answerId: ids.both }, viewer.token, headers)).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
  });

  test('failed and refused answers cannot be corrected', async () => {
    expect(await refused(CORRECT, { answerId: ids.failed, visible: true })).toMatchObject({
      message: 'Only an answer the platform gave can be corrected: its capture failed.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refused(CONFIRM, { answerId: ids.refused })).toMatchObject({
      message: 'Only an answer the platform gave can be corrected: the platform declined to answer.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('nothing to correct, a position past the names, a sentiment without the brand, an unknown competitor', async () => {
    expect(await refused(CORRECT, { answerId: ids.both })).toMatchObject({
      message: 'Say what to correct: visible, position, sentimentLabel or competitors.',
    });
    expect(await refused(CORRECT, { answerId: ids.both, position: 3 })).toMatchObject({
      message: 'position is at most 2: the brand and the competitors named.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      await refused(CORRECT, { answerId: ids.both, visible: false, sentimentLabel: 'POSITIVE' }),
    ).toMatchObject({ message: 'An answer that does not name the brand has no position or sentiment.' });
    expect(
      await refused(CORRECT, { answerId: ids.both, competitors: ['00000000-0000-4000-8000-000000000000'] }),
    ).toMatchObject({ message: 'Unknown competitor.', extensions: { code: 'NOT_FOUND' } });
  });
});
