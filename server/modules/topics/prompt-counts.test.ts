/**
 * Each topic's prompt counts (kept by the trigger of migration 0033) equal a recount of its active
 * prompts after every kind of change: new prompts, a kind changed, a prompt moved to another topic,
 * archived and restored, deleted, and a topic deleted with its prompts.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { createAuth } from '../auth';
import type { StoredPromptKind } from '../../db/prompt-kinds';
import { createTestDb, testConfig } from '../../test/harness';
import { listTopics } from './topics.store';

let db: Db;
let drop: () => Promise<void>;
let brandId: string;

beforeAll(async () => {
  ({ db, drop } = await createTestDb({ migrated: true }));
  const auth = await createAuth({ db, config: testConfig() });
  ({ id: brandId } = await auth.createUser({
    email: 'counts@example.com',
    password: 'counts-password-123',
    username: 'counts',
  }));
});
afterAll(() => drop?.());

async function expectCountsToMatchARecount() {
  const recount = await db.query<{ id: string; prompts: number; branded: number }>(
    `select t.id, count(p.id)::int as prompts, (count(p.id) filter (where p.kind = 'brand'))::int as branded
     from public.topics t left join public.prompts p on p.topic_id = t.id and p.archived_at is null
     where t.user_id = $1 and t.archived_at is null group by t.id`,
    [brandId],
  );
  const listed = await listTopics(db, brandId);
  expect(
    listed.map(({ id, promptCount, brandedPromptCount }) => ({ id, promptCount, brandedPromptCount })),
  ).toEqual(
    expect.arrayContaining(
      recount.map(({ id, prompts, branded }) => ({ id, promptCount: prompts, brandedPromptCount: branded })),
    ),
  );
  expect(listed).toHaveLength(recount.length);
}

const addTopic = async (slug: string) =>
  (
    await db.query<{ id: string }>(
      'insert into public.topics (user_id, name, slug) values ($1, $2, $2) returning id',
      [brandId, slug],
    )
  )[0]!.id;

const addPrompt = async (topicId: string, question: string, kind: StoredPromptKind) =>
  (
    await db.query<{ id: string }>(
      'insert into public.prompts (user_id, topic_id, question, kind) values ($1, $2, $3, $4) returning id',
      [brandId, topicId, question, kind],
    )
  )[0]!.id;

test('the counts follow every change to the prompts', async () => {
  const crm = await addTopic('crm');
  const email = await addTopic('email');
  const [a, b, c] = [
    await addPrompt(crm, 'best crm for startups', 'generic'),
    await addPrompt(crm, 'is acme crm any good', 'brand'),
    await addPrompt(email, 'best email tool', 'generic'),
  ];
  await expectCountsToMatchARecount();
  expect((await listTopics(db, brandId)).find((topic) => topic.id === crm)).toMatchObject({
    promptCount: 2,
    brandedPromptCount: 1,
  });

  await db.query(`update public.prompts set kind = 'brand' where id = $1`, [a]);
  await expectCountsToMatchARecount();
  await db.query('update public.prompts set topic_id = $2 where id = $1', [b, email]);
  await expectCountsToMatchARecount();
  await db.query('update public.prompts set archived_at = now() where id = $1', [c]);
  await expectCountsToMatchARecount();
  // Archiving an archived prompt again, or editing its question, changes nothing.
  await db.query(`update public.prompts set archived_at = now(), question = 'x' where id = $1`, [c]);
  await expectCountsToMatchARecount();
  await db.query('update public.prompts set archived_at = null where id = $1', [c]);
  await expectCountsToMatchARecount();
  await db.query('delete from public.prompts where id = $1', [a]);
  await expectCountsToMatchARecount();
  await db.query('delete from public.topics where id = $1', [email]);
  await expectCountsToMatchARecount();
  expect((await listTopics(db, brandId)).find((topic) => topic.id === crm)).toMatchObject({
    promptCount: 0,
    brandedPromptCount: 0,
  });
});
