import { type Queryable } from '../../db/db';
import { getRead, type Read } from '../../db/reads';

/** A topic as the management screens see it (archived ones included). */
export interface ManagedTopicRow {
  id: string;
  name: string;
  slug: string;
  isAggregate: boolean;
  archived: boolean;
}

/** An active topic as the dashboards see it. */
export interface TopicRow {
  id: string;
  brandId: string;
  name: string;
  slug: string;
  isAggregate: boolean;
  promptCount: number;
  /** Active prompts whose question names the brand (the rest are unbranded). */
  brandedPromptCount: number;
}

// Each topic's active prompts, kept current by a trigger on prompts (migration 0033).
const topicColumns = `t.id, t.user_id as "brandId", t.name, t.slug, t.is_aggregate as "isAggregate",
  t.prompt_count as "promptCount", t.branded_prompt_count as "brandedPromptCount"`;

const TOPIC = `id, name, slug, is_aggregate as "isAggregate", archived_at is not null as archived`;

/** The account's active topics, aggregate included (callers filter), sorted by name. */
export const activeTopicsRead: Read = {
  name: 'listTopics',
  sql: `select ${topicColumns} from public.topics t
     where t.user_id = $1 and t.archived_at is null order by lower(t.name), t.slug`,
  params: [],
  reusablePlan: true,
};

export function listTopics(db: Queryable, brandId: string): Promise<TopicRow[]> {
  return getRead<TopicRow>(db, brandId, activeTopicsRead);
}

export async function getTopicBySlug(db: Queryable, brandId: string, slug: string): Promise<TopicRow | null> {
  const rows = await db.query<TopicRow>(
    `/* getTopicBySlug */ select ${topicColumns} from public.topics t
     where t.user_id = $1 and t.slug = $2 and t.archived_at is null`,
    [brandId, slug],
  );
  return rows[0] ?? null;
}

export function listManagedTopics(db: Queryable, brandId: string, includeArchived: boolean) {
  return db.query<ManagedTopicRow>(
    `/* listManagedTopics */ select ${TOPIC} from public.topics
    where user_id = $1 and ($2::boolean or archived_at is null)
    order by is_aggregate desc, lower(name), slug`,
    [brandId, includeArchived],
  );
}

export async function getManagedTopic(db: Queryable, brandId: string, topicId: string) {
  const [row] = await db.query<ManagedTopicRow>(
    `/* getManagedTopic */ select ${TOPIC} from public.topics where id = $1 and user_id = $2`,
    [topicId, brandId],
  );
  return row ?? null;
}

/** An active topic of the account with this name (case-insensitive), other than `exceptId`. */
export async function findActiveTopicByName(
  db: Queryable,
  brandId: string,
  name: string,
  exceptId: string | null,
) {
  const [row] = await db.query<{ id: string }>(
    `/* findActiveTopicByName */ select id from public.topics
    where user_id = $1 and archived_at is null and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)`,
    [brandId, name, exceptId],
  );
  return row ?? null;
}

export async function slugsStartingWith(db: Queryable, brandId: string, base: string): Promise<Set<string>> {
  const rows = await db.query<{ slug: string }>(
    `/* slugsStartingWith */ select slug from public.topics where user_id = $1 and (slug = $2 or slug like $3)`,
    [brandId, base, `${base}-%`],
  );
  return new Set(rows.map((row) => row.slug));
}

export async function insertTopic(db: Queryable, brandId: string, name: string, slug: string) {
  const [row] = await db.query<ManagedTopicRow>(
    `/* insertTopic */ insert into public.topics (user_id, name, slug) values ($1, $2, $3) returning ${TOPIC}`,
    [brandId, name, slug],
  );
  return row as ManagedTopicRow;
}

export async function updateTopicName(db: Queryable, brandId: string, topicId: string, name: string) {
  const [row] = await db.query<ManagedTopicRow>(
    `/* updateTopicName */ update public.topics set name = $3 where id = $1 and user_id = $2 returning ${TOPIC}`,
    [topicId, brandId, name],
  );
  return row ?? null;
}

/** Archives the topic (its prompts are archived by the caller, in the same transaction); history is kept. */
export async function archiveTopicRow(db: Queryable, brandId: string, topicId: string) {
  const [row] = await db.query<ManagedTopicRow>(
    `/* archiveTopic */ update public.topics set archived_at = coalesce(archived_at, now())
    where id = $1 and user_id = $2 returning ${TOPIC}`,
    [topicId, brandId],
  );
  return row ?? null;
}

/** The account's overview topic (a migration creates it with the profile; the seed makes sure of it). */
export async function ensureAggregateTopic(db: Queryable, brandId: string): Promise<void> {
  await db.query(
    `/* ensureAggregateTopic */ 
    insert into public.topics (user_id, name, slug, is_aggregate) values ($1, 'Aggregate', 'aggregate', true)
    on conflict do nothing`,
    [brandId],
  );
}

/** The topic with this slug, created or renamed to `name`; its id. */
export async function upsertTopicBySlug(db: Queryable, brandId: string, name: string, slug: string) {
  const [row] = await db.query<{ id: string }>(
    `/* upsertTopicBySlug */ 
    insert into public.topics (user_id, name, slug) values ($1, $2, $3)
    on conflict (user_id, slug) do update set name = excluded.name
    returning id`,
    [brandId, name, slug],
  );
  if (!row) throw new Error(`Could not create topic ${slug}`);
  return row.id;
}
