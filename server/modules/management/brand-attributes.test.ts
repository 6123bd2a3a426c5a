/**
 * The brand's own attributes (issue 57), through GraphQL: set and listed (Brand.attributes), refused in words
 * when a rule is broken (nothing stored), by role and across brands; an answer read after they are set stores
 * its statements with them and What AI says counts them (Narrative.attributes); and a change of them re-reads
 * the history that uses their words, and only that.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ATTRIBUTE_LANGUAGES, type AttributeLanguage } from '../../../graphql/shared/brand-attributes';
import type { SentimentLanguage } from '../../core/analysis';
import { answerAnalysisFor, storedReading } from '../../core/judge';
import { todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { getCollectionTarget, storeAnswers } from '../collection';
import { reanalyseAccount, requestReanalysisRow } from '../reanalysis';

let server: TestServer;
const owner = { token: '', brandId: '', promptId: '', workspaceId: '' };
const today = todayUtc();

const SET = `mutation($input: SetBrandAttributesInput!) {
  setBrandAttributes(input: $input) { brand { id attributes { name words { language words } } } }
}`;
const LIST = `{ viewer { brand { attributes { name words { language words } } } } }`;
const NARRATIVE = `{ narrative(promptKind: ALL) {
  attributes { name statements answers positive neutral negative netSentiment { value low high } }
} }`;

const BATTERY = { name: 'battery life', words: [{ language: 'en', words: ['battery life', 'battery'] }] };

const ABOUT_BATTERY =
  'Acme phones are great. The Acme battery life is excellent and lasts two full days.\n\nThe camera is average.';
const ABOUT_SCREENS = 'Acme makes a bright screen that is easy to read outdoors.';

async function call(token: string, query: string, variables: Record<string, unknown> = {}, brandId?: string) {
  const { body } = await graphql<any>(
    server.url,
    query,
    variables,
    token,
    brandId ? { 'x-sightline-brand': brandId } : {},
  );
  return body;
}

const attributesStored = async () =>
  (
    await server.db.query<{ attributes: unknown }>(`select attributes from brands where user_id = $1`, [
      owner.brandId,
    ])
  )[0]!.attributes;

/** Reads `text` as a collection run does (the brand as collection reads it) and stores it. */
async function collect(text: string, sample: number) {
  const target = await getCollectionTarget(server.db, owner.brandId);
  const analyze = answerAnalysisFor({}, { brand: target.brand!, competitors: target.competitors });
  await storeAnswers(server.db, owner.brandId, [
    {
      promptId: owner.promptId,
      platform: 'chatgpt',
      day: today,
      sample,
      status: 'ok',
      engine: 'test',
      simulated: false,
      text,
      ...storedReading(await analyze({ text, citations: [] }), text),
    },
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  const { token, brandId } = await signUp(server.url, 'attributes-owner');
  await server.db.query(
    `insert into brands (user_id, name, website) values ($1, 'Acme', 'https://acme.example/')`,
    [brandId],
  );
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Phones', 'phones') returning id`,
    [brandId],
  );
  const [prompt] = await server.db.query<{ id: string }>(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'Which phone lasts longest?') returning id`,
    [brandId, topic!.id],
  );
  const [membership] = await server.db.query<{ workspace_id: string }>(
    `select workspace_id from workspace_members where user_id = $1 and role = 'OWNER'`,
    [brandId],
  );
  Object.assign(owner, { token, brandId, promptId: prompt!.id, workspaceId: membership!.workspace_id });
}, 300_000);
afterAll(() => server?.close());

describe('brand attributes', () => {
  test('offers exactly the languages the analyzer has a pack for', () => {
    // Both ways: a code the analyzer lacks, or a pack the list lacks, fails the type check.
    const packs: readonly SentimentLanguage[] = ATTRIBUTE_LANGUAGES;
    const codes: readonly AttributeLanguage[] = [] as SentimentLanguage[];
    expect(new Set(packs).size).toBe(ATTRIBUTE_LANGUAGES.length);
    expect(codes).toEqual([]);
  });

  test('set and listed (none until set), cleaned, and audited', async () => {
    expect((await call(owner.token, LIST)).data.viewer.brand.attributes).toEqual([]);
    const set = await call(owner.token, SET, {
      input: {
        attributes: [
          { ...BATTERY, words: [{ language: ' EN ', words: ['battery  life', 'battery', 'Battery'] }] },
          {
            name: ' vegan ',
            words: [
              { language: 'de', words: ['vegan', 'pflanzlich'] },
              { language: 'en', words: ['vegan', 'plant-based'] },
            ],
          },
        ],
      },
    });
    expect(set.errors).toBeUndefined();
    const expected = [
      BATTERY,
      {
        name: 'vegan',
        words: [
          { language: 'en', words: ['vegan', 'plant-based'] },
          { language: 'de', words: ['vegan', 'pflanzlich'] },
        ],
      },
    ];
    expect(set.data.setBrandAttributes.brand).toEqual({ id: owner.brandId, attributes: expected });
    expect((await call(owner.token, LIST)).data.viewer.brand.attributes).toEqual(expected);
    const [audit] = await server.db.query<{ action: string; target: string }>(
      `select action, target from audit_log where workspace_id = $1 and action = 'brand.attributes_set'`,
      [owner.workspaceId],
    );
    expect(audit).toEqual({ action: 'brand.attributes_set', target: 'Acme: battery life, vegan' });
  });

  test('bad input is refused in words and nothing is stored', async () => {
    const before = await attributesStored();
    const word = (language: string, ...words: string[]) => [{ language, words }];
    for (const [attributes, message] of [
      [[BATTERY, { ...BATTERY, name: 'Battery Life' }], '"Battery Life" is listed twice.'],
      [[{ name: ' ', words: word('en', 'x') }], 'Give the attribute a name, or remove it.'],
      [[{ name: 'x', words: word('xx', 'y') }], 'the analyzer reads no language "xx"'],
      [[{ name: 'x', words: word('en', 'a', ' ') }], 'a word is blank'],
      [[{ name: 'x', words: [] }], 'give at least one word'],
      [[{ name: 'x', words: [...word('en', 'a'), ...word('EN', 'b')] }], 'English is listed twice'],
      [[{ name: 'x', words: word('en', ...Array.from({ length: 51 }, (_, i) => `w${i}`)) }], 'more than 50'],
      [
        Array.from({ length: 31 }, (_, i) => ({ name: `a${i}`, words: word('en', `w${i}`) })),
        'at most 30 attributes',
      ],
    ] as const) {
      const body = await call(owner.token, SET, { input: { attributes } });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toContain(message);
    }
    expect(await attributesStored()).toEqual(before);
  });

  test('a VIEWER may read them but not set them; another brand’s person may do neither', async () => {
    const before = await attributesStored();
    const viewer = await signUp(server.url, 'attributes-viewer');
    await server.db.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
      [owner.workspaceId, viewer.personId],
    );
    const read = await call(viewer.token, LIST, {}, owner.brandId);
    expect(read.data.viewer.brand.attributes.map((a: any) => a.name)).toEqual(['battery life', 'vegan']);
    const refused = await call(viewer.token, SET, { input: { attributes: [] } }, owner.brandId);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const stranger = await signUp(server.url, 'attributes-stranger');
    for (const query of [LIST, SET]) {
      const body = await call(stranger.token, query, { input: { attributes: [] } }, owner.brandId);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await attributesStored()).toEqual(before);
  });

  test('an answer read after they are set stores its statements with them, and What AI says counts them', async () => {
    await collect(ABOUT_BATTERY, 1);
    const statements = await server.db.query<{ quote: string; attributes: string[] }>(
      `select quote, attributes from answer_statements where user_id = $1 and competitor_id is null`,
      [owner.brandId],
    );
    const battery = statements.filter((row) => row.attributes.includes('battery life'));
    expect(battery.map((row) => row.quote)).toEqual([
      'The Acme battery life is excellent and lasts two full days.',
    ]);
    const { narrative } = (await call(owner.token, NARRATIVE)).data;
    expect(narrative.attributes[0]).toMatchObject({
      name: 'battery life',
      statements: 1,
      answers: 1,
      positive: 1,
      neutral: 0,
      negative: 0,
    });
    expect(narrative.attributes[0].netSentiment.value).toBe(100);
    // Its drill-down lists the answers it counts; one it does not hold lists none.
    const drill = (attribute: string) =>
      call(owner.token, `query ($f: AnswersFilter) { answers(filter: $f) { totalCount } }`, {
        f: { statementAttribute: attribute, status: 'OK', promptKind: 'ALL' },
      }).then((body) => body.data.answers.totalCount);
    expect(await drill('battery life')).toBe(narrative.attributes[0].answers);
    expect(await drill('vegan')).toBe(0);
    // Set but not yet said: listed with nothing.
    expect(narrative.attributes[1]).toMatchObject({ name: 'vegan', statements: 0, answers: 0 });
    expect(narrative.attributes[1].netSentiment.value).toBeNull();
  });

  test('a change re-reads the answers that use the words it touches, and only those', async () => {
    await collect(ABOUT_SCREENS, 2);
    // The account's first re-analysis reads every answer; the scope of a change shows from the second on.
    await requestReanalysisRow(server.db, owner.brandId);
    expect(await reanalyseAccount(server.db, owner.brandId)).toMatchObject({ outcome: 'done', analysed: 2 });
    const screen = { name: 'screen', words: [{ language: 'en', words: ['screen'] }] };
    const body = await call(owner.token, SET, { input: { attributes: [screen] } });
    expect(body.errors).toBeUndefined();
    const [request] = await server.db.query<{ scope: string[] }>(
      `select scope from reanalysis_jobs where user_id = $1`,
      [owner.brandId],
    );
    expect(request!.scope).toEqual(expect.arrayContaining(['text:battery', 'text:screen', 'text:vegan']));
    // Both answers read, each because of a word it holds (battery removed, screen added).
    expect(await reanalyseAccount(server.db, owner.brandId)).toMatchObject({ outcome: 'done', analysed: 2 });
    const { narrative } = (await call(owner.token, NARRATIVE)).data;
    expect(narrative.attributes).toEqual([
      expect.objectContaining({ name: 'screen', statements: 1, answers: 1, positive: 1 }),
    ]);
    const stale = await server.db.query(
      `select 1 from answer_statements where user_id = $1 and 'battery life' = any(attributes)`,
      [owner.brandId],
    );
    expect(stale).toEqual([]);

    // Only the words of what changed count: adding "vegan" reaches neither answer.
    await call(owner.token, SET, {
      input: { attributes: [screen, { name: 'vegan', words: [{ language: 'en', words: ['vegan'] }] }] },
    });
    expect(await reanalyseAccount(server.db, owner.brandId)).toMatchObject({ outcome: 'done', analysed: 0 });
    // Setting the same list again changes nothing to re-read.
    const requestedBefore = await server.db.query(
      `select generation from reanalysis_jobs where user_id = $1`,
      [owner.brandId],
    );
    await call(owner.token, SET, {
      input: { attributes: [screen, { name: 'vegan', words: [{ language: 'en', words: ['vegan'] }] }] },
    });
    expect(
      await server.db.query(`select generation from reanalysis_jobs where user_id = $1`, [owner.brandId]),
    ).toEqual(requestedBefore);
  });
});
