import type { Queryable } from '../../db/db';

export interface ManagedTopicRow {
  id: string;
  name: string;
  slug: string;
  isAggregate: boolean;
  archived: boolean;
}

export interface ManagedPromptRow {
  id: string;
  topicId: string;
  question: string;
  kind: string;
  archived: boolean;
  createdAt: string;
}

const TOPIC = `id, name, slug, is_aggregate as "isAggregate", archived_at is not null as archived`;
const PROMPT = `id, topic_id as "topicId", question, kind, archived_at is not null as archived, created_at as "createdAt"`;

export function listManagedTopics(db: Queryable, userId: string, includeArchived: boolean) {
  return db.query<ManagedTopicRow>(
    /* listManagedTopics */ `select ${TOPIC} from public.topics
    where user_id = $1 and ($2::boolean or archived_at is null)
    order by is_aggregate desc, lower(name), slug`,
    [userId, includeArchived],
  );
}

export async function getManagedTopic(db: Queryable, userId: string, topicId: string) {
  const [row] = await db.query<ManagedTopicRow>(
    /* getManagedTopic */ `select ${TOPIC} from public.topics where id = $1 and user_id = $2`,
    [topicId, userId],
  );
  return row ?? null;
}

/** An active topic of the account with this name (case-insensitive), other than `exceptId`. */
export async function findActiveTopicByName(
  db: Queryable,
  userId: string,
  name: string,
  exceptId: string | null,
) {
  const [row] = await db.query<{ id: string }>(
    /* findActiveTopicByName */ `select id from public.topics
    where user_id = $1 and archived_at is null and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)`,
    [userId, name, exceptId],
  );
  return row ?? null;
}

export async function slugsStartingWith(db: Queryable, userId: string, base: string): Promise<Set<string>> {
  const rows = await db.query<{ slug: string }>(
    /* slugsStartingWith */ `select slug from public.topics where user_id = $1 and (slug = $2 or slug like $3)`,
    [userId, base, `${base}-%`],
  );
  return new Set(rows.map((row) => row.slug));
}

export async function insertTopic(db: Queryable, userId: string, name: string, slug: string) {
  const [row] = await db.query<ManagedTopicRow>(
    /* insertTopic */ `insert into public.topics (user_id, name, slug) values ($1, $2, $3) returning ${TOPIC}`,
    [userId, name, slug],
  );
  return row as ManagedTopicRow;
}

export async function updateTopicName(db: Queryable, userId: string, topicId: string, name: string) {
  const [row] = await db.query<ManagedTopicRow>(
    /* updateTopicName */ `update public.topics set name = $3 where id = $1 and user_id = $2 returning ${TOPIC}`,
    [topicId, userId, name],
  );
  return row ?? null;
}

/** Archives the topic and its active prompts (history is kept). */
export async function archiveTopicAndPrompts(db: Queryable, userId: string, topicId: string) {
  await db.query(
    /* archiveTopicPrompts */ `update public.prompts set archived_at = now()
    where topic_id = $1 and user_id = $2 and archived_at is null`,
    [topicId, userId],
  );
  const [row] = await db.query<ManagedTopicRow>(
    /* archiveTopic */ `update public.topics set archived_at = coalesce(archived_at, now())
    where id = $1 and user_id = $2 returning ${TOPIC}`,
    [topicId, userId],
  );
  return row ?? null;
}

/** The prompts (archived ones included) of the given topics, oldest first. */
export function listManagedPrompts(db: Queryable, userId: string, topicIds: readonly string[]) {
  return db.query<ManagedPromptRow>(
    /* listManagedPrompts */ `select ${PROMPT} from public.prompts
    where user_id = $1 and topic_id = any($2::uuid[])
    order by created_at, id`,
    [userId, [...topicIds]],
  );
}

export async function getManagedPrompt(db: Queryable, userId: string, promptId: string) {
  const [row] = await db.query<ManagedPromptRow>(
    /* getManagedPrompt */ `select ${PROMPT} from public.prompts where id = $1 and user_id = $2`,
    [promptId, userId],
  );
  return row ?? null;
}

/** An active prompt with this question (case-insensitive) in the topic, other than `exceptId`. */
export async function findActivePrompt(
  db: Queryable,
  topicId: string,
  question: string,
  exceptId: string | null,
) {
  const [row] = await db.query<{ id: string }>(
    /* findActivePrompt */ `select id from public.prompts
    where topic_id = $1 and archived_at is null and lower(question) = lower($2) and ($3::uuid is null or id <> $3::uuid)`,
    [topicId, question, exceptId],
  );
  return row ?? null;
}

export async function countActivePrompts(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    /* countActivePrompts */ `select count(*)::int as n from public.prompts p join public.topics t on t.id = p.topic_id
    where p.user_id = $1 and p.archived_at is null and t.archived_at is null`,
    [userId],
  );
  return row?.n ?? 0;
}

export async function insertPrompt(db: Queryable, userId: string, topicId: string, question: string) {
  const [row] = await db.query<ManagedPromptRow>(
    /* insertPrompt */ `insert into public.prompts (user_id, topic_id, question) values ($1, $2, $3) returning ${PROMPT}`,
    [userId, topicId, question],
  );
  return row as ManagedPromptRow;
}

export async function updatePrompt(
  db: Queryable,
  userId: string,
  promptId: string,
  changes: { question?: string; topicId?: string },
) {
  // A new wording first freezes the old one onto the answers that were asked with it.
  const [row] = await db.query<ManagedPromptRow>(
    /* updatePrompt */ `with frozen as (
      update public.answers a set question = p.question from public.prompts p
      where $3::text is not null and p.id = $1 and p.user_id = $2 and a.prompt_id = p.id and a.question is null
    )
    update public.prompts set question = coalesce($3, question), topic_id = coalesce($4::uuid, topic_id)
    where id = $1 and user_id = $2 returning ${PROMPT}`,
    [promptId, userId, changes.question ?? null, changes.topicId ?? null],
  );
  return row ?? null;
}

export async function archivePromptRow(db: Queryable, userId: string, promptId: string) {
  const [row] = await db.query<ManagedPromptRow>(
    /* archivePrompt */ `update public.prompts set archived_at = coalesce(archived_at, now())
    where id = $1 and user_id = $2 returning ${PROMPT}`,
    [promptId, userId],
  );
  return row ?? null;
}

export async function getCollectionProfile(db: Queryable, userId: string) {
  const [row] = await db.query<{ platforms: string[]; samplesPerPrompt: number }>(
    /* getCollectionProfile */ `select platforms, samples_per_prompt as "samplesPerPrompt" from public.profiles where id = $1`,
    [userId],
  );
  return row ?? null;
}

export async function updateCollectionProfile(
  db: Queryable,
  userId: string,
  changes: { platforms?: string[]; samplesPerPrompt?: number },
) {
  await db.query(
    /* updateCollectionProfile */ `update public.profiles set platforms = coalesce($2::text[], platforms),
      samples_per_prompt = coalesce($3::smallint, samples_per_prompt) where id = $1`,
    [userId, changes.platforms ?? null, changes.samplesPerPrompt ?? null],
  );
}
